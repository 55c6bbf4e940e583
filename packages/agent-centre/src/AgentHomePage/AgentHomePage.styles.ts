import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Shortcuts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
