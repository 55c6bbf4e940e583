import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const List = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  /* Scrolls along the inline axis on phones; no logical overflow property is widely supported yet. */
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: thin;
  border-block-end: 1px solid ${vars.color.border};
`;

export const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  padding-block: 0;
  padding-inline: ${vars.space[4]};
  color: ${vars.tabs.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  white-space: nowrap;
  background: transparent;
  border: 0;
  cursor: pointer;
  /* Inside the tab: the scrolling list would clip an outline drawn outside it. */
  outline-offset: -2px;
  transition: color ${vars.duration.fast};

  &:hover:not(:disabled),
  &[aria-selected='true'] {
    color: ${vars.tabs.textActive};
  }

  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    block-size: 3px;
    background: ${vars.tabs.indicator};
    border-start-start-radius: ${vars.radius.sm};
    border-start-end-radius: ${vars.radius.sm};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  flex: none;
`;

export const Panel = styled.div`
  padding-block-start: ${vars.space[4]};
`;
