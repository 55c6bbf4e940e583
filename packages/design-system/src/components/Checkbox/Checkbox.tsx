import type { CheckedState as RadixCheckedState } from '@radix-ui/react-checkbox';
import { forwardRef, type ReactNode } from 'react';
import { joinIds, useFieldIds } from '../TextField/fieldIds';
import { ErrorText, RequiredMark } from '../TextField/TextField.styles';
import { Box, Control, ErrorSlot, Indicator, Label, Root, Row } from './Checkbox.styles';

export type CheckedState = RadixCheckedState;

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
  /** Submitted with a native form (Radix renders a hidden checkbox inside a `<form>`). */
  name?: string;
  /** Submitted when checked; "on" when absent, as a native checkbox. */
  value?: string;
  id?: string;
  onBlur?: () => void;
  className?: string;
}

const icon = { fill: 'none', stroke: 'currentColor', strokeWidth: 3.5, strokeLinecap: 'round' } as const;

/**
 * A labelled checkbox on Radix. Not a native input, so in a form of `@lobby/forms` use a `Controller`
 * (`checked={field.value} onCheckedChange={field.onChange}`) rather than `register()`. The ref is the box button.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
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
  return (
    <Root className={className}>
      <Row>
        <Control
          ref={ref}
          id={controlId}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          name={name}
          value={value}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid && errorId)}
          onBlur={onBlur}
        >
          <Box $invalid={invalid}>
            <Indicator>
              <svg viewBox="0 0 24 24" data-icon="check" aria-hidden="true" {...icon}>
                <path d="M20 6 9 17l-5-5" />
              </svg>
              <svg viewBox="0 0 24 24" data-icon="dash" aria-hidden="true" {...icon}>
                <path d="M6 12h12" />
              </svg>
            </Indicator>
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
