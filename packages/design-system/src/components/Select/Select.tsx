import * as RadixSelect from '@radix-ui/react-select';
import { usePortalContainer } from '../Portal';
import { forwardRef, type ReactNode } from 'react';
import { joinIds, useFieldIds } from '../TextField/fieldIds';
import { ErrorText, FieldLabel, FieldRoot, Hint, RequiredMark } from '../TextField/TextField.styles';
import { CheckIcon } from '../Icons';
import {
  Chevron,
  ChevronDown,
  ChevronUp,
  Content,
  IconSlot,
  Indicator,
  Item,
  ScrollButton,
  Trigger,
  ValueSlot,
  Viewport,
} from './Select.styles';

export interface SelectOption {
  /** Must not be the empty string: Radix keeps that for "no value", which shows the placeholder. */
  value: string;
  /** Shown in the list and the trigger, and matched by type-ahead. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** Always visible above the trigger and tied to it with `htmlFor`. */
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the trigger in the danger colour; marks it `aria-invalid` and is read with it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`; the form library validates, as with TextField. */
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a native form (Radix renders a hidden `<select>` inside a `<form>`). */
  name?: string;
  id?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onBlur?: () => void;
  className?: string;
}

/**
 * A labelled single choice from a list, on Radix Select: keyboard, type-ahead, focus return and right-to-left
 * (from the DirectionProvider the ThemeProvider sets) come from there. The ref is the trigger button.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    hint,
    error,
    required = false,
    disabled = false,
    name,
    id,
    open,
    onOpenChange,
    onBlur,
    className,
  },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);

  // The list portals out of the field, into the theme scope around it so it keeps the brand's colours.
  const { container: portalContainer, anchorRef } = usePortalContainer();

  return (
    <FieldRoot ref={anchorRef} className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        name={name}
        open={open}
        onOpenChange={onOpenChange}
      >
        <Trigger
          ref={ref}
          id={controlId}
          $invalid={invalid}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(hint != null && hintId, invalid && errorId)}
          onBlur={onBlur}
        >
          <ValueSlot>
            <RadixSelect.Value placeholder={placeholder} />
          </ValueSlot>
          <IconSlot>
            <Chevron />
          </IconSlot>
        </Trigger>
        <RadixSelect.Portal container={portalContainer}>
          <Content position="popper" sideOffset={4} collisionPadding={8}>
            <RadixSelect.ScrollUpButton asChild>
              <ScrollButton>
                <ChevronUp />
              </ScrollButton>
            </RadixSelect.ScrollUpButton>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                </Item>
              ))}
            </Viewport>
            <RadixSelect.ScrollDownButton asChild>
              <ScrollButton>
                <ChevronDown />
              </ScrollButton>
            </RadixSelect.ScrollDownButton>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  );
});
