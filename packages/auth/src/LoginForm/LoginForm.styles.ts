import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Extras = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-block-start: ${vars.space[4]};
  text-align: center;
`;

export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${vars.space[2]};
`;

/** A link-looking button: these open popups, they go nowhere. */
export const TextButton = styled.button`
  padding: ${vars.space[1]};
  border: 0;
  background: none;
  color: ${vars.color.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  min-block-size: 2.75rem;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A heading between two rules: "or log in with". */
export const Divider = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: normal;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${vars.color.border};
  }
`;

export const SocialButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;
