import { linkStyles, vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  align-items: start;

  @media (min-width: 64rem) {
    &[data-anchors='page'] {
      grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
    }
  }
`;

export const Contents = styled.nav`
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  @media (min-width: 64rem) {
    [data-anchors='page'] > & {
      position: sticky;
      /* Below the sticky header. */
      inset-block-start: 7rem;
    }
  }
`;

export const ContentsTitle = styled.p`
  margin: 0 0 ${vars.space[2]};
  font-weight: ${vars.fontWeight.bold};
`;

export const ContentsList = styled.ol`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ContentsLink = styled.a`
  ${linkStyles}
  display: inline-flex;
  align-items: center;
  min-block-size: 1.75rem;
`;

export const Sections = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-inline-size: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  /*
   * A section scrolled to (/help#term) comes to rest below the site's sticky header, not under it: one bar on
   * phones, two (with the navigation) on wide screens.
   */
  scroll-margin-block-start: 4.5rem;

  @media (min-width: 64rem) {
    scroll-margin-block-start: 8rem;
  }

  & & {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 2px solid ${vars.color.border};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  section section > & {
    font-size: ${vars.fontSize.lg};
  }
`;
