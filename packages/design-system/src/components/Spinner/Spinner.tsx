import { Ring, sizes } from './Spinner.styles';

export interface SpinnerProps {
  /** Announced to assistive technology ("Loading"); omit when a surrounding element already says so. */
  label?: string;
  size?: keyof typeof sizes;
}

/** An indeterminate progress indicator. With a label it is a status; without one it is decoration. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  if (!label) return <Ring $size={sizes[size]} aria-hidden="true" />;
  return <Ring $size={sizes[size]} role="status" aria-label={label} />;
}
