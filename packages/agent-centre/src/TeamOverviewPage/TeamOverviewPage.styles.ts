import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Chart = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${vars.space[1]};
  align-items: end;

  & > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  & figure {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
  }

  & svg {
    display: block;
    inline-size: 100%;
    block-size: 6rem;
  }

  & rect {
    fill: ${vars.color.borderStrong};
  }

  & rect[data-current] {
    fill: ${vars.color.accent};
  }

  & figcaption {
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.textMuted};
    text-align: center;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
