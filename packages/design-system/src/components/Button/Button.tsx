import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { inertClick } from './inertClick';
import { Label, SpinnerSlot, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, announces busy and ignores clicks. */
  loading?: boolean;
  /**
   * Disabled buttons stay focusable (`aria-disabled`) so keyboard and screen-reader users can still find them and
   * read why; clicks are ignored.
   */
  disabled?: boolean;
  fullWidth?: boolean;
  /** Icon before the label (after it in right-to-left). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    fullWidth = false,
    startIcon,
    endIcon,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const inert = disabled || loading;
  const handleClick = inertClick(inert, onClick);
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </Label>
      {loading && (
        <SpinnerSlot>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
});
