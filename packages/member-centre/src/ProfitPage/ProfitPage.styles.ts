import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The period's dates under the choice of period. */
export const PeriodDays = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The net, the figure the page is about: larger, and signed in words by its sign. */
export const NetFigure = styled.dd<{ $sign: 'won' | 'lost' | 'even' }>`
  font-weight: ${vars.fontWeight.bold};
  color: ${({ $sign }) =>
    $sign === 'won' ? vars.color.textSuccess : $sign === 'lost' ? vars.color.textDanger : 'inherit'};
`;

/** The table scrolls on its own on a narrow screen (amounts in VND are long), focusable so the keyboard scrolls it. */
export const TableScroll = styled.div`
  /* A grid item is as wide as its content by default: the table would widen the page instead of scrolling. */
  min-inline-size: 0;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  & caption {
    padding: ${vars.space[2]} ${vars.space[3]};
    font-weight: ${vars.fontWeight.bold};
    text-align: start;
  }
  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-block-start: 1px solid ${vars.color.border};
    text-align: end;
    white-space: nowrap;
  }
  & th[scope='row'],
  & thead th:first-child {
    text-align: start;
    font-weight: 400;
  }
  & thead th {
    color: ${vars.color.textMuted};
    font-weight: 400;
  }
  & tfoot th,
  & tfoot td {
    border-block-start: 2px solid ${vars.color.borderStrong};
    font-weight: ${vars.fontWeight.bold};
  }
  & tfoot th[scope='row'] {
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** The chart: one row a product played, its name at the start and its bar on a line at the middle. */
export const Chart = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: center;
  font-size: ${vars.fontSize.sm};

  & > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${vars.color.textMuted};
  }
  & svg {
    display: block;
    inline-size: 100%;
    block-size: 1rem;
    overflow: visible;
  }
  & line {
    stroke: ${vars.color.borderStrong};
    stroke-width: 1;
  }
  & rect[data-sign='won'] {
    fill: ${vars.color.success};
  }
  & rect[data-sign='lost'] {
    fill: ${vars.color.danger};
  }
`;
