import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Actions, Header, Heading, Surface, type CardPadding } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Title at the top of the card, rendered as a heading of `headingLevel`. */
  heading?: ReactNode;
  /** Heading level that fits the page outline where the card sits. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controls at the inline end of the heading row (a "More" link). */
  actions?: ReactNode;
  padding?: CardPadding;
}

/** A surface that groups related content (a home row, a form section), with an optional heading row. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { heading, headingLevel = 2, actions, padding = 'md', children, ...rest },
  ref,
) {
  const hasHeader = heading !== undefined || actions !== undefined;
  return (
    <Surface ref={ref} $padding={padding} {...rest}>
      {hasHeader && (
        <Header>
          {heading !== undefined && <Heading as={`h${headingLevel}`}>{heading}</Heading>}
          {actions !== undefined && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Surface>
  );
});
