import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const RowHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** A row of tiles that scrolls sideways inside itself; tiles keep a fixed width, so nothing moves as pictures load. */
export const TileRow = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 8.5rem;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0 0 ${vars.space[2]};
  overflow-x: auto;
  list-style: none;
  overscroll-behavior-inline: contain;
`;

export const MoreLink = styled.a`
  color: ${vars.color.link};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  min-block-size: 1.5rem;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
