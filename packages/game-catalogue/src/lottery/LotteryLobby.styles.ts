import { ChoiceButton, vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The lottery menu: a column beside the game on wide screens, above it on a phone (scrolling inside itself). */
export const LotteryMenu = styled.nav`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  max-block-size: 22rem;
  overflow-y: auto;

  ul {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (min-width: 60rem) {
    position: sticky;
    inset-block-start: ${vars.space[4]};
    max-block-size: calc(100dvh - 8rem);
  }
`;

export const GroupHeading = styled.h2`
  margin: 0 0 ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.textMuted};
  text-transform: uppercase;
`;

export const GameChoice = styled(ChoiceButton)`
  display: grid;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[3]};
`;

export const MenuNote = styled.small`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
