import { vars } from '@lobby/design-system';
import styled, { keyframes } from 'styled-components';

// Rises into place: the same in both directions, so it needs no mirroring.
const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
`;

/** At the block-end, inline-end corner, as toasts are; over the page, never over a dialog's scrim. */
export const Bar = styled.div`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: ${vars.zIndex.drawer};
  box-sizing: border-box;
  inline-size: 24rem;
  max-inline-size: 100vw;
  padding: ${vars.space[4]};
  /* Only the card takes the pointer: the page beside it stays usable. */
  pointer-events: none;
`;

export const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  color: ${vars.color.text};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-inline-start: ${vars.space[1]} solid ${vars.color.accent};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.overlay};
  pointer-events: auto;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} ${vars.duration.normal} ease-out;
  }
`;

export const Message = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;
