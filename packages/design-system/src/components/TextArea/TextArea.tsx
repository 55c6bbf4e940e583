import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { joinIds, useFieldIds } from '../TextField/fieldIds';
import { ErrorText, FieldLabel, FieldRoot, Hint, RequiredMark } from '../TextField/TextField.styles';
import { Area } from './TextArea.styles';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /** Always visible above the field and tied to it with `htmlFor`. */
  label: ReactNode;
  /** Help shown under the field and read with it (`aria-describedby`): a character count, a limit. */
  hint?: ReactNode;
  /** Shown under the field in the danger colour; marks it `aria-invalid` and is read with it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`; the form library validates, as with TextField. */
  required?: boolean;
  /** Class of the outer wrapper. */
  className?: string;
}

/**
 * A labelled multi-line text field with TextField's label, hint and error. The ref is the `<textarea>` itself, so
 * a form's `register()` (`@lobby/forms`) spreads straight onto it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required = false, className, id, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <Area
        ref={ref}
        id={controlId}
        rows={rows}
        $invalid={invalid}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(hint != null && hintId, invalid && errorId, describedBy)}
        {...rest}
      />
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  );
});
