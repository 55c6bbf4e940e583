import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** A record's filters: as many side by side as the centre's width allows, the search button at their end. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${vars.space[3]};
  align-items: end;
`;

/** The custom range's two days, side by side, taking a row of the filters' grid where there is room. */
export const DayFields = styled.div`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space[3]};
`;

/** The totals of a filter: figures in small cards, wrapping on a phone. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${vars.space[2]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
  }
  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  & dd {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Rows of a record, one a line, each a button that opens its detail where it has one. */
export const RecordList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = `
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
`;

export const RecordRow = styled.div`
  ${row}
`;

export const RecordButton = styled.button`
  ${row}
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A row's name (the game, the kind of movement), which may be long. */
export const RowTitle = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${vars.fontWeight.bold};
`;

/** A row's second line: when, from which vendor, its status. */
export const RowMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};
`;

/** A figure at the row's end: money, in its own digits' width so the column lines up. */
export const Figure = styled.span<{ $tone?: 'win' | 'loss' | undefined }>`
  text-align: end;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone }) =>
    $tone === 'win' ? vars.color.textSuccess : $tone === 'loss' ? vars.color.textDanger : 'inherit'};
`;
