import type { ReactNode } from 'react';
import { useTheme } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { Anchor, Indicator } from './Badge.styles';

export interface BadgeProps {
  /** How many; nothing shows at 0 (or below). */
  count?: number;
  /** Above this the badge reads `max+` ("99+"). */
  max?: number;
  /** A plain dot with no number: "something new". Shows unless `count` is given and 0. */
  dot?: boolean;
  /**
   * What assistive technology reads instead of the bare number, e.g. "3 unread messages"; the number and the dot
   * are hidden from it.
   */
  label: string;
  /**
   * Id of the badge, so the control it sits on can read it on focus: `aria-describedby={id}`. Without that a
   * screen reader hears the badge only when reading past the control.
   */
  id?: string;
  /** The control the badge sits on, at its corner on the inline end. Without children the badge stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A red count or dot, alone or on the corner of a control. */
export function Badge({ count, max = 99, dot = false, label, id, children, className }: BadgeProps) {
  const { lang } = useTheme();
  const visible = count === undefined ? dot : count > 0;
  const anchored = children !== undefined;

  let indicator: ReactNode = null;
  if (visible) {
    // Digits in the reader's script (Arabic-Indic under ar, say), as the text around the badge.
    const format = new Intl.NumberFormat(lang || undefined);
    const text = count === undefined ? '' : count > max ? `${format.format(max)}+` : format.format(count);
    indicator = (
      <Indicator id={id} $dot={dot} $anchored={anchored} className={anchored ? undefined : className}>
        {!dot && <span aria-hidden="true">{text}</span>}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Indicator>
    );
  }

  if (!anchored) return indicator;
  return (
    <Anchor className={className}>
      {children}
      {indicator}
    </Anchor>
  );
}
