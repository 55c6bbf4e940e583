import { ChoiceButton, vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  /* minmax(0, ...): the menu's row scrolls inside the column instead of widening it past the dialog. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  @media (min-width: 48rem) {
    grid-template-columns: minmax(11rem, 14rem) minmax(0, 1fr);
    align-items: start;
  }
`;

export const MenuList = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Phones: one scrolling row; wider screens: a column beside the page. */
  overflow-x: auto;

  @media (min-width: 48rem) {
    flex-direction: column;
    overflow-x: visible;
  }
`;

export const MenuButton = styled(ChoiceButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const PagePanel = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-block-size: 16rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const PageTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;
