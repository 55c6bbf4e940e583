import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** One contract: a bordered block with its title, status, terms and actions. */
export const Card = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

export const CardTitle = styled.h5`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

export const Status = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
`;

/** The terms pay more than the upline's own: said in words, marked by a border, not by colour alone. */
export const Warning = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 3px solid ${vars.color.warning};
  background: ${vars.color.surfaceSunken};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const CardList = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;
