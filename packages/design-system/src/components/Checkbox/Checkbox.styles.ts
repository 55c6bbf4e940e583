import * as RadixCheckbox from '@radix-ui/react-checkbox';
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

/** The target: a transparent square of the small control size around the box, well over 24 px. */
export const Control = styled(RadixCheckbox.Root)`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlSm};
  block-size: ${vars.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  cursor: pointer;

  &[data-state='checked'] > ${Box}, &[data-state='indeterminate'] > ${Box} {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
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

/** Rendered only while checked or mixed; shows the tick or the dash by the state Radix sets on it. */
export const Indicator = styled(RadixCheckbox.Indicator)`
  display: flex;
  inline-size: 100%;
  block-size: 100%;

  &[data-state='checked'] > [data-icon='dash'],
  &[data-state='indeterminate'] > [data-icon='check'] {
    display: none;
  }
`;
