import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Field = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${vars.field.text};

  & > svg {
    position: absolute;
    pointer-events: none;
    font-size: ${vars.size.icon};
  }

  & > svg:first-of-type {
    inset-inline-start: ${vars.space[2]};
  }

  & > svg:last-of-type {
    inset-inline-end: ${vars.space[2]};
  }
`;

/** The platform's own select: a native list on phones, full keyboard support, and no script to load. */
export const NativeSelect = styled.select`
  appearance: none;
  min-block-size: ${vars.size.controlMd};
  min-inline-size: 8rem;
  padding-block: 0;
  padding-inline: calc(${vars.space[2]} + ${vars.size.icon} + ${vars.space[2]});
  border: 1px solid ${vars.field.border};
  border-radius: ${vars.field.radius};
  background: ${vars.field.bg};
  color: ${vars.field.text};
  font-size: ${vars.fontSize.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-color: ${vars.field.borderFocus};
  }
`;
