import styled from 'styled-components';
import { vars } from '../../tokens/vars';

/**
 * A failure that names no field (the platform refused, the network failed), above a form or its button. Announced
 * as it appears.
 */
export const FormAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 3px solid ${vars.color.danger};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textDanger};
`;
