import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** Under the promotion's title (the dialog's level 2). */
export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

export const CommentForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};
`;
