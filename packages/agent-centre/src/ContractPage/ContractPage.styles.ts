import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const TierFields = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

/** One tier's fields side by side where they fit. */
export const TierRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  align-items: end;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;
