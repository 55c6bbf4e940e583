import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[6]};
  padding-inline: ${vars.space[4]};
  text-align: center;
  color: ${vars.color.text};
`;

export const IconSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-block-end: ${vars.space[2]};
  color: ${vars.color.textMuted};
  /* An icon given as 1em-sized SVG scales with this. */
  font-size: calc(${vars.size.controlLg} * 1.25);
  line-height: 1;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Description = styled.p`
  max-inline-size: 40ch;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Action = styled.div`
  margin-block-start: ${vars.space[3]};
`;
