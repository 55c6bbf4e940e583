import { vars } from '@lobby/design-system';
import styled from 'styled-components';

const quietZone = (size: number) => Math.round(size * 0.06);

/**
 * The white plate around the code: its quiet zone (a share of the code's size) and dark-on-light contrast whatever
 * the brand's colours, so a camera finds the code on a dark page too. It keeps its size while the code is drawn, and
 * narrows with a screen narrower than the code.
 */
export const Frame = styled.div<{ $size: number }>`
  display: grid;
  place-items: center;
  box-sizing: border-box;
  inline-size: min(100%, ${(p) => p.$size + 2 * quietZone(p.$size)}px);
  aspect-ratio: 1;
  padding: ${(p) => quietZone(p.$size)}px;
  border-radius: ${vars.radius.md};
  background: #fff;
  color: #000;
`;

export const Code = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
`;

export const Failed = styled.p`
  margin: 0;
  text-align: center;
`;
