import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[4]};
`;

export const End = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;
