import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The halls' height, fixed (a name wraps to two lines at most), so their place is kept while the halls load. */
const hallHeight = { narrow: '6rem', wide: '8rem' } as const;
const wide = '@media (min-width: 48rem)';

/** One row, whatever the width: the halls share it. */
export const Halls = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${wide} {
    gap: ${vars.space[3]};
  }
`;

/** The row's place while the halls are not known yet. */
export const HallsPlace = styled.div`
  block-size: ${hallHeight.narrow};

  ${wide} {
    block-size: ${hallHeight.wide};
  }
`;

export const Hall = styled.a`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${vars.space[1]};
  block-size: ${hallHeight.narrow};
  padding: ${vars.space[1]};
  overflow: hidden;
  border-radius: ${vars.radius.md};
  /* Both ends of the gradient keep the brand's readable pair with textOnAccent. */
  background: linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover});
  color: ${vars.color.textOnAccent};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  text-decoration: none;
  box-shadow: ${vars.shadow.raised};
  transition: transform ${vars.duration.fast} ease-out;

  &:hover {
    transform: translateY(-2px);
  }

  ${wide} {
    gap: ${vars.space[2]};
    block-size: ${hallHeight.wide};
    padding: ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

export const HallArt = styled.span`
  display: block;
  inline-size: 2.25rem;
  block-size: 2.25rem;

  ${wide} {
    inline-size: 3.5rem;
    block-size: 3.5rem;
  }
`;

/** A name of two lines at most, so the hall keeps its height. */
export const HallName = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
