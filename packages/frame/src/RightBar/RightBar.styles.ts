import { vars } from '@lobby/design-system';
import styled, { createGlobalStyle, css } from 'styled-components';

export const Bar = styled.aside`
  position: fixed;
  inset-inline-end: ${vars.space[2]};
  inset-block-end: ${vars.space[6]};
  z-index: ${vars.zIndex.header};
`;

/** While the bar is on screen, toasts (which share its corner) stand beside it: its inset, border, padding, entry. */
export const ToastRoom = createGlobalStyle`
  :root {
    --toast-inset-inline-end: calc(${vars.space[2]} + 2px + 2 * ${vars.space[1]} + ${vars.size.controlMd});
  }
`;

export const BarList = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.raised};
  list-style: none;
`;

const entry = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlMd};
  block-size: ${vars.size.controlMd};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.link};
  font-size: ${vars.size.icon};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
`;

export const EntryLink = styled.a`
  ${entry}
`;

export const EntryButton = styled.button`
  ${entry}
`;
