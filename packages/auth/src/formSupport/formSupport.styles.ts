import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The account forms' column of fields. */
export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  padding-block-start: ${vars.space[3]};
`;
