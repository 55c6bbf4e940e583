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

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  & > button {
    grid-row: 1 / span 3;
    grid-column: 2;
  }
`;
