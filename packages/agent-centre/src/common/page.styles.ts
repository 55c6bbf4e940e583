import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** A part of a page with its own heading (the centre's page title is level 3). */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
`;

export const SectionTitle = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

/** Figures side by side, each a label over its value; as many columns as fit. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }

  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A wide table scrolls sideways on a phone rather than widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & caption {
    text-align: start;
    font-weight: ${vars.fontWeight.bold};
    padding-block-end: ${vars.space[2]};
  }

  & th,
  & td {
    padding: ${vars.space[2]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: end;
    white-space: nowrap;
  }

  & th:first-child,
  & td:first-child {
    text-align: start;
  }
`;

/** A figure's second line (how many bets, transactions). */
export const FigureDetail = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
`;

/** A report's filters side by side where they fit, a button at the end of the row. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};

  & > :not(button) {
    flex: 1 1 10rem;
  }
`;

/** A table's totals row, set apart from the members' rows. */
export const TotalsRow = styled.tr`
  font-weight: ${vars.fontWeight.bold};
  background: ${vars.color.surfaceSunken};
`;
