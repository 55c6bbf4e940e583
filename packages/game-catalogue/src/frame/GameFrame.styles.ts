import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The frame's place: as wide as the page and most of the window's height, so the game needs no scrolling. */
export const FrameBox = styled.div`
  inline-size: 100%;
  block-size: max(28rem, calc(100dvh - 10rem));
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
`;

export const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;

export const FrameState = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 20rem;
`;
