import { vars } from '@lobby/design-system';
import styled, { css } from 'styled-components';

const fill = css`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

/** A banner that leads somewhere: the whole picture is the control. */
export const BannerButton = styled.button`
  ${fill}
`;

export const BannerLink = styled.a`
  ${fill}
`;

export const BannerPicture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

/** The carousel's box while the banners are on their way: the same size, so nothing moves when they come. */
export const PlaceholderBox = styled.div`
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
`;
