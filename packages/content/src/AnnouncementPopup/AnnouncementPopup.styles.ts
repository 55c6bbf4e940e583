import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Pictures = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  margin-block-end: ${vars.space[3]};

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${vars.radius.md};
  }
`;

export const Pager = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Position = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;
