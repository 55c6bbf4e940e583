import { vars } from '@lobby/design-system';
import styled from 'styled-components';
import { scrollingRow, wideScreen } from '../section/section.styles';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/**
 * The vendor tabs and their arrows: a row of their own below `wideScreen`, so the icons and the search box keep their
 * place whether the vendors are known yet or not.
 */
export const VendorTabs = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  flex: 1 1 100%;

  @media ${wideScreen} {
    flex: 1 1 auto;
  }
`;

/** The window of vendor tabs; on a phone it scrolls inside itself rather than widening the page. */
export const TabRow = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  min-inline-size: 0;

  /* A tab keeps its label on one line; the row scrolls instead. */
  & > * {
    flex: none;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The sub-categories: one row that scrolls sideways below `wideScreen` (their number comes with the vendor data). */
export const Categories = styled.div`
  ${scrollingRow}
`;
