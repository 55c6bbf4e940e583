import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

export type DrawerSide = 'start' | 'end';
/** The physical edge the panel enters from, worked out from `side` and the text direction. */
export type PhysicalEdge = 'left' | 'right';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

// Transforms have no logical form, hence one keyframe per physical edge.
const slideIn: Record<PhysicalEdge, ReturnType<typeof keyframes>> = {
  left: keyframes`
    from { transform: translateX(-100%); }
  `,
  right: keyframes`
    from { transform: translateX(100%); }
  `,
};

export const DrawerScrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.drawer};
  background: ${vars.dialog.scrim};

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${fadeIn} ${vars.duration.normal} ease-out;
    }
  }
`;

const sides: Record<DrawerSide, ReturnType<typeof css>> = {
  start: css`
    inset-inline-start: 0;
    border-start-end-radius: ${vars.dialog.radius};
    border-end-end-radius: ${vars.dialog.radius};
  `,
  end: css`
    inset-inline-end: 0;
    border-start-start-radius: ${vars.dialog.radius};
    border-end-start-radius: ${vars.dialog.radius};
  `,
};

export const DrawerPanel = styled.div<{ $side: DrawerSide; $from: PhysicalEdge }>`
  position: fixed;
  inset-block: 0;
  z-index: ${vars.zIndex.drawer};
  display: flex;
  flex-direction: column;
  /* 320 px at the default text size, never more than most of a phone's width so the page stays visible. */
  inline-size: min(20rem, 85vw);
  color: ${vars.color.text};
  background: ${vars.dialog.bg};
  box-shadow: ${vars.shadow.overlay};
  ${(p) => sides[p.$side]}

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${(p) => slideIn[p.$from]} ${vars.duration.normal} ease-out;
    }
  }
`;

export const DrawerBody = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  /* Block-axis scrolling; no logical overflow property is widely supported yet. */
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-inline: ${vars.space[4]};
  padding-block-end: ${vars.space[4]};
  /* Focusable when it scrolls; the ring goes inside so it stays within the panel and off the screen edge. */
  outline-offset: -2px;
`;
