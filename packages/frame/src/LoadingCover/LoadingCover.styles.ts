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

/**
 * Above the logo without moving it (the logo, the gap and the spinner are 6.5rem high and centred), 3:1 like the
 * home banners, as wide as the screen allows while it fits in the upper half. Same rules as index.html's cover.
 */
export const CoverPicture = styled.img`
  position: absolute;
  inset-block-end: calc(50% + 4.75rem);
  inset-inline: 0;
  margin-inline: auto;
  inline-size: min(100%, 75rem, calc(150vh - 18rem));
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
`;
