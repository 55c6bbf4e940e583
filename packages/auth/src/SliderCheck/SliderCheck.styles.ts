import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Puzzle = styled.div<{ $ratio: number }>`
  position: relative;
  inline-size: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${vars.radius.sm};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
`;

export const Background = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
`;

/* Physical offsets on purpose: the piece moves in the picture's own coordinates, which do not mirror. */
export const Piece = styled.img`
  position: absolute;
  filter: drop-shadow(0 0 2px rgb(0 0 0 / 60%));
  pointer-events: none;
`;

export const Centre = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const Track = styled.input`
  inline-size: 100%;
  margin-block: ${vars.space[3]};
  accent-color: ${vars.color.accent};
  min-block-size: 2.75rem;
  cursor: grab;

  &:active {
    cursor: grabbing;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  justify-content: space-between;
`;

export const Message = styled.p`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.textDanger};
`;
