import type { SVGProps } from 'react';

/** What every icon takes: any SVG attribute (a class to size it, a stroke width), never children. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * Every icon is decorative: hidden from assistive technology (the control around it, or the text beside it, names
 * it), drawn on a 24 x 24 grid, sized by the font (1em) and coloured by the text (currentColor).
 */
const grid = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A filled shape. */
export const solid = { ...grid, fill: 'currentColor' } as const;

/** A line drawing, with round ends and corners. */
export const outline = {
  ...grid,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The heavier line of the marks inside form controls (close, chevrons, check, eye), which sit smaller. */
export const control = { ...outline, strokeWidth: 2 } as const;
