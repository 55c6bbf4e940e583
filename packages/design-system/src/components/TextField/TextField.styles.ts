import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

/* The field chrome (label, hint, error) is shared by Select and Checkbox so every form control reads alike. */

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const FieldLabel = styled.label`
  align-self: flex-start;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.normal};
`;

/** The visual required cue; `aria-required` on the control says the same to assistive technology. */
export const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.textDanger};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.normal};
`;

/** The bordered box around a control and its slots; Select's trigger wears the same. */
export const fieldBox = css<{ $invalid: boolean }>`
  min-block-size: ${vars.size.controlLg};
  border: 1px solid ${(p) => (p.$invalid ? vars.field.borderError : vars.field.border)};
  border-radius: ${vars.field.radius};
  background: ${vars.field.bg};
  color: ${vars.field.text};
  transition: border-color ${vars.duration.fast};

  &:focus-within {
    border-color: ${(p) => (p.$invalid ? vars.field.borderError : vars.field.borderFocus)};
  }
`;

export const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${fieldBox}
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding-inline: ${vars.space[1]};

  ${(p) =>
    p.$disabled &&
    css`
      opacity: 0.55;
      cursor: not-allowed;
    `}

  /*
   * The focus ring moves from the bare input to the whole box, so it wraps the prefix and suffix the user sees as
   * one field. Only where :has() exists; elsewhere the input keeps its own outline.
   */
  @supports selector(:has(*)) {
    &:has(> input:focus-visible) {
      outline: 2px solid ${vars.color.focusRing};
      outline-offset: 2px;
    }

    & > input:focus-visible {
      outline: none;
    }
  }
`;

export const Input = styled.input`
  flex: 1 1 auto;
  align-self: stretch;
  min-inline-size: 0;
  padding-block: 0;
  padding-inline: ${vars.space[2]};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${vars.fontSize.md};
  text-align: start;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** Prefix and suffix: a country-code picker, a currency sign, a unit, a button. */
export const Slot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  /* Inherits the field text colour: that pair is contrast-checked, a muted one on the field background is not. */
  color: inherit;
`;
