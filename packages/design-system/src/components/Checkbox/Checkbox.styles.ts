import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Row = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
`;

/** The box the user sees. */
export const Box = styled.span<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.icon};
  block-size: ${vars.size.icon};
  border: 2px solid ${(p) => (p.$invalid ? vars.field.borderError : vars.field.border)};
  border-radius: ${vars.radius.sm};
  background: ${vars.field.bg};
  color: ${vars.color.textOnAccent};
  transition:
    background-color ${vars.duration.fast},
    border-color ${vars.duration.fast};

  & svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

/** The target: a square of the small control size around the box, well over 24 px; the input fills it unseen. */
export const Control = styled.span`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlSm};
  block-size: ${vars.size.controlSm};
  border-radius: ${vars.radius.sm};
`;

/**
 * The native checkbox, drawn as nothing over the whole target: it takes the presses, the keyboard, the focus ring and
 * the form's value; the box under it is what shows.
 */
export const Input = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  appearance: none;
  background: transparent;
  border: 0;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:checked + ${Box}, &:indeterminate + ${Box} {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled + ${Box} {
    opacity: 0.55;
  }

  /* The tick while checked, the dash while mixed, nothing otherwise. */
  &:not(:checked) + ${Box} [data-icon='check'],
  &:indeterminate + ${Box} [data-icon='check'],
  &:not(:indeterminate) + ${Box} [data-icon='dash'] {
    display: none;
  }
`;

export const Label = styled.label<{ $disabled: boolean }>`
  /* Centres the first line of text on the box: (control height - line height) / 2. */
  padding-block: calc((${vars.size.controlSm} - ${vars.lineHeight.normal} * 1em) / 2);
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
`;

/** Lines the error up with the label text, not the box. */
export const ErrorSlot = styled.div`
  padding-inline-start: calc(${vars.size.controlSm} + ${vars.space[1]});
`;
