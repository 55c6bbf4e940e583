import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { inertClick } from '../Button/inertClick';
import { IconSlot, StyledIconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'children' | 'aria-label' | 'title'
> {
  /** The accessible name, also shown as the hover tooltip (`title`): an icon alone names nothing. */
  label: string;
  /** The glyph: an `<svg>` (sized to the icon token) or any node; it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  /** Square sides of `vars.size.controlSm` / `controlMd` / `controlLg` (32 / 40 / 48 px). */
  size?: IconButtonSize;
  /**
   * Stays focusable (`aria-disabled`) so keyboard and screen-reader users can still find it, as Button does;
   * clicks are ignored.
   */
  disabled?: boolean;
  /** Shows a spinner in place of the icon, announces busy and ignores clicks; the name stays. */
  loading?: boolean;
  /** Flip the icon in right-to-left layouts: for arrows and chevrons that point "back" or "forward". */
  mirrorInRtl?: boolean;
}

/** An icon-only button. Its name comes from `label`, so it is never a silent control. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    variant = 'ghost',
    size = 'md',
    disabled = false,
    loading = false,
    mirrorInRtl = false,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const inert = disabled || loading;
  const handleClick = inertClick(inert, onClick);
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      $mirrorInRtl={mirrorInRtl}
      aria-label={label}
      title={label}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : <IconSlot aria-hidden="true">{icon}</IconSlot>}
    </StyledIconButton>
  );
});
