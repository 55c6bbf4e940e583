import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The account forms' column of fields. */
export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  padding-block-start: ${vars.space[3]};
`;

/** A failure that names no field, above the form. */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 3px solid ${vars.color.danger};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textDanger};
`;
