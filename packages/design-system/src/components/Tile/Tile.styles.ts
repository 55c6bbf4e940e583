import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  position: relative;
  min-inline-size: 0;
  border-radius: ${vars.tile.radius};
  background: ${vars.tile.bg};
  color: ${vars.color.text};
`;

/** The part that opens the game: a link or a button as large as the tile, so its focus ring is the tile's outline. */
const body = css`
  display: block;
  inline-size: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
`;

export const LinkBody = styled.a`
  ${body}
  cursor: pointer;

  &:hover img {
    opacity: 0.9;
  }
`;

export const ButtonBody = styled.button`
  ${body}
  cursor: pointer;

  &:hover img {
    opacity: 0.9;
  }
`;

export const StaticBody = styled.div`
  ${body}
`;

export const Media = styled.span<{ $ratio: string }>`
  display: block;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
  /* What shows while the image loads, and instead of it if it fails: a calm block of the same size. */
  background: ${vars.color.skeleton};
`;

export const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
  transition: opacity ${vars.duration.fast};
`;

export const Name = styled.span`
  display: -webkit-box;
  /* Two lines at most, and always two lines tall, so a grid of tiles stays even. */
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  min-block-size: calc(2em * ${vars.lineHeight.tight});
  margin-block: ${vars.space[2]};
  margin-inline: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const BadgeSlot = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  /* Decoration over the image: clicks go through to the tile. */
  pointer-events: none;
`;

export const ActionSlot = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[1]};
  inset-inline-end: ${vars.space[1]};
`;
