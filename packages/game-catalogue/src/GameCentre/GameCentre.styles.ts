import { vars } from '@lobby/design-system';
import styled from 'styled-components';
import { scrollingRow, wideScreen } from '../section/section.styles';

/** A menu column beside the content on wide screens, unless `$withMenu` is false. */
export const Layout = styled.div<{ $withMenu?: boolean }>`
  display: grid;
  /* minmax(0, ...): a long vendor row scrolls inside its menu instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  @media ${wideScreen} {
    grid-template-columns: ${({ $withMenu = true }) => ($withMenu ? '12rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

export const VendorMenu = styled.nav`
  min-inline-size: 0;

  ul {
    ${scrollingRow}
    list-style: none;
  }

  @media ${wideScreen} {
    position: sticky;
    inset-block-start: ${vars.space[4]};
    ul {
      flex-direction: column;
    }
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** The list filters: their own row below `wideScreen`, so the search box's place does not depend on their number. */
export const Filters = styled.div`
  ${scrollingRow}
  flex: 1 1 100%;
  min-inline-size: 0;

  @media ${wideScreen} {
    flex: 0 1 auto;
  }
`;

export const SearchForm = styled.form`
  display: flex;
  align-items: end;
  gap: ${vars.space[2]};
  flex: 1 1 16rem;
  min-inline-size: 0;
  max-inline-size: 24rem;

  /* The field takes what the button leaves, down to a phone's width. */
  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
  input {
    min-inline-size: 0;
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-inline-size: 0;
`;
