import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { EyeIcon } from '../Icons';
import { useFieldIds, joinIds } from './fieldIds';
import { Box, ErrorText, FieldLabel, FieldRoot, Hint, Input, RequiredMark, Slot } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'required'> {
  /** Always visible above the field and tied to it with `htmlFor`: placeholders are no label. */
  label: ReactNode;
  /** Help shown under the field and read with it (`aria-describedby`). */
  hint?: ReactNode;
  /** Shown under the field in the danger colour; marks the input `aria-invalid` and is read with it. */
  error?: ReactNode;
  /**
   * Shows the required marker and sets `aria-required`. It does not set the native `required`: the browser's own
   * bubble would speak the browser's language, not the site's; the form library validates.
   */
  required?: boolean;
  /**
   * Inside the field at the inline start (the right in right-to-left): a country-code picker, a currency sign.
   * Give codes and numbers `dir="ltr"` so "+84" does not read "84+" in right-to-left.
   */
  prefix?: ReactNode;
  /** Inside the field at the inline end: a unit, an action. */
  suffix?: ReactNode;
  /**
   * Name of the show-password toggle of a `type="password"` field, e.g. "Show password". The toggle needs a name,
   * so a password field without this has no toggle.
   */
  showPasswordLabel?: string;
  /** Class of the outer wrapper, so `styled(TextField)` lays out the whole field. */
  className?: string;
}

/**
 * A labelled text input. All native input props reach the `<input>`, and the ref is the `<input>` itself, so
 * a form's `register()` (`@lobby/forms`) spreads straight onto it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required = false,
    prefix,
    suffix,
    showPasswordLabel,
    className,
    id,
    type = 'text',
    disabled = false,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const [passwordShown, setPasswordShown] = useState(false);
  const invalid = Boolean(error);
  const isPassword = type === 'password';

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <Box $invalid={invalid} $disabled={disabled}>
        {prefix != null && <Slot>{prefix}</Slot>}
        <Input
          ref={ref}
          id={controlId}
          type={isPassword && passwordShown ? 'text' : type}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(hint != null && hintId, invalid && errorId, describedBy)}
          {...rest}
        />
        {suffix != null && <Slot>{suffix}</Slot>}
        {isPassword && showPasswordLabel && (
          // The name stays put and aria-pressed carries the state: a name that flipped to "Hide password" would
          // be read as "Hide password, pressed", the opposite of what is on screen.
          <IconButton
            label={showPasswordLabel}
            aria-pressed={passwordShown}
            aria-controls={controlId}
            icon={<EyeIcon open={!passwordShown} />}
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => setPasswordShown((shown) => !shown)}
          />
        )}
      </Box>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  );
});
