import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Suggestions = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  margin-block-start: ${vars.space[4]};
`;

export const SuggestionsHeading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;
