import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** What claiming everything pays, beside its button: wraps under itself on a narrow screen. */
export const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;

export const TotalFigure = styled.dl`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: baseline;
  margin: 0;

  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** One card a product, side by side where the page is wide enough. */
export const ProductList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
