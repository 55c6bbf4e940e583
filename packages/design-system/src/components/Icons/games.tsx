// The game lists' filters.
import { solid, type IconProps } from './glyph';

/** A favourite: filled when chosen, outlined when not (the toggle says which in its pressed state too). */
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <svg {...solid} {...props}>
    {filled ? (
      <path d="M12 21.2 10.6 20C5.4 15.3 2 12.2 2 8.4 2 5.3 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.3 22 8.4c0 3.8-3.4 6.9-8.6 11.6z" />
    ) : (
      <path d="M16.5 3c-1.7 0-3.4.8-4.5 2.1C10.9 3.8 9.2 3 7.5 3 4.4 3 2 5.3 2 8.4c0 3.8 3.4 6.9 8.6 11.6l1.4 1.2 1.4-1.2C18.6 15.3 22 12.2 22 8.4 22 5.3 19.6 3 16.5 3m-4.4 15.6-.1.1-.1-.1C7.1 14.2 4 11.4 4 8.4 4 6.4 5.5 5 7.5 5c1.5 0 3 1 3.6 2.4h1.9C13.5 6 15 5 16.5 5c2 0 3.5 1.4 3.5 3.4 0 3-3.1 5.8-7.9 10.2" />
    )}
  </svg>
);

/** Hot games: a flame. */
export const FlameIcon = (props: IconProps) => (
  <svg {...solid} {...props}>
    <path d="M13.5 1.7s.7 2.6.7 4.7c0 2-1.3 3.6-3.3 3.6S7.5 8.4 7.5 6.4V6A10.3 10.3 0 0 0 5 12.7 7 7 0 0 0 19 12.7c0-4.4-2.1-8.3-5.5-11M11.8 20a3 3 0 0 1-3.1-3c0-1.5 1-2.6 2.6-3 1.7-.3 3.4-1.1 4.4-2.4.4 1.2.6 2.5.6 3.8a4.5 4.5 0 0 1-4.5 4.6" />
  </svg>
);
