import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** Fixed over the whole viewport, so nothing beneath moves when it goes. */
export const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.toast};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${vars.space[5]};
  background: ${vars.color.canvas};
`;

export const CoverLogo = styled.img`
  display: block;
  block-size: 3rem;
  inline-size: auto;
  max-inline-size: 14rem;
`;
