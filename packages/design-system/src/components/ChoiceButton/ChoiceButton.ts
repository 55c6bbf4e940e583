import styled from 'styled-components';
import { vars } from '../../tokens/vars';

/**
 * A row in a list of places to go (a centre's pages, a lobby's games): full width, quiet until hovered, and marked
 * when it is the current one (`aria-current="page"`). The list lays the rows out; each use sets its own height and
 * inner layout.
 */
export const ChoiceButton = styled.button.attrs({ type: 'button' })`
  inline-size: 100%;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &[aria-current='page'] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    color: ${vars.color.textOnAccentSubtle};
    font-weight: ${vars.fontWeight.bold};
  }
`;
