import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Rooms = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Room = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  /* The join button (or its skeleton) beside the lines. */
  & > :last-child {
    grid-row: 1 / span 3;
    grid-column: 2;
  }
`;

/**
 * A room's place while the rooms load: its outline without the raised surface, which in a dark theme is the
 * skeleton's own colour (as the promotions' placeholder cards).
 */
export const RoomPlace = styled(Room)`
  background: none;
`;

/** A room's name: its heading, or a block of the same size in a room's skeleton. */
export const RoomName = styled.h3`
  display: block;
  margin: 0;
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
`;
