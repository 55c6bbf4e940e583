import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { Button } from '../Button';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Gap = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${vars.size.controlSm};
  color: ${vars.color.textMuted};
`;

/** Page numbers line up in columns however wide their digits are. */
export const PageNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;

/**
 * A page button switches variant when it becomes current; Button fades its background but swaps its text colour at
 * once, which for a moment puts light text on the page background. Paging is instant, so the fade is dropped.
 */
export const PageButton = styled(Button)`
  transition: none;
`;
