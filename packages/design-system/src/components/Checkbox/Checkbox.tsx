import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ReactNode } from 'react';
import { joinIds, useFieldIds } from '../TextField/fieldIds';
import { ErrorText, RequiredMark } from '../TextField/TextField.styles';
import { Box, Control, ErrorSlot, Input, Label, Root, Row } from './Checkbox.styles';

/** Ticked, not ticked, or mixed (`'indeterminate'`: part of a list chosen). */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  /** Beside the box and its accessible name. A node, so it can hold a link ("I accept the <a>terms</a>"). */
  label: ReactNode;
  /** `'indeterminate'` shows a dash and reads as "mixed": for a "select all" over a partly chosen list. */
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Shown under the label in the danger colour; marks the box `aria-invalid` and is read with it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`; the form library validates, as with TextField. */
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a native form. */
  name?: string;
  /** Submitted when checked; "on" when absent, as a native checkbox. */
  value?: string;
  id?: string;
  onBlur?: () => void;
  className?: string;
}

const icon = { fill: 'none', stroke: 'currentColor', strokeWidth: 3.5, strokeLinecap: 'round' } as const;

/**
 * A labelled checkbox: a native one, unseen over the box it draws, so a click, Space, the label and a form's
 * submission all work as the browser's own. In a form of `@lobby/forms` use it controlled through a `Controller`
 * (`checked={field.value} onCheckedChange={field.onChange}`). The ref is the input.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    checked,
    defaultChecked,
    onCheckedChange,
    error,
    required = false,
    disabled = false,
    name,
    value,
    id,
    onBlur,
    className,
  },
  ref,
) {
  const { controlId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  // "Mixed" is a property of the input, not an attribute, and a click clears it. Controlled, it is set again after
  // every render; uncontrolled, once, when the box first shows.
  const controlledMixed = checked === undefined ? undefined : checked === 'indeterminate';
  const initiallyMixed = useRef(defaultChecked === 'indeterminate');
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    if (controlledMixed !== undefined) element.indeterminate = controlledMixed;
    else if (initiallyMixed.current) element.indeterminate = true;
    initiallyMixed.current = false;
  });
  return (
    <Root className={className}>
      <Row>
        <Control>
          <Input
            ref={input}
            type="checkbox"
            id={controlId}
            checked={checked === undefined ? undefined : checked === true}
            defaultChecked={defaultChecked === undefined ? undefined : defaultChecked === true}
            onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
            disabled={disabled}
            name={name}
            value={value}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={joinIds(invalid && errorId)}
            onBlur={onBlur}
          />
          <Box $invalid={invalid} aria-hidden="true">
            <svg viewBox="0 0 24 24" data-icon="check" {...icon}>
              <path d="M20 6 9 17l-5-5" />
            </svg>
            <svg viewBox="0 0 24 24" data-icon="dash" {...icon}>
              <path d="M6 12h12" />
            </svg>
          </Box>
        </Control>
        <Label htmlFor={controlId} $disabled={disabled}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
      </Row>
      {invalid && (
        <ErrorSlot>
          <ErrorText id={errorId}>{error}</ErrorText>
        </ErrorSlot>
      )}
    </Root>
  );
});
