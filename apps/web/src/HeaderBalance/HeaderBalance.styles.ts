import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const BalanceBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  white-space: nowrap;
`;

export const Amount = styled.p`
  display: grid;
  margin: 0;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.bold};

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.regular};
  }
`;
