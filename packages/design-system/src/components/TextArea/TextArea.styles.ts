import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { fieldBox } from '../TextField/TextField.styles';

/** A multi-line field in the same box as TextField's, growing with the player's resize handle (block axis only). */
export const Area = styled.textarea<{ $invalid: boolean }>`
  ${fieldBox}
  display: block;
  inline-size: 100%;
  min-block-size: 6rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  font: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  text-align: start;
  resize: vertical;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
