import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The search: the username and the levels side by side where they fit, the button at the end of the row. */
export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};

  & > :not(button) {
    flex: 1 1 12rem;
  }
`;

/** The member's name over its nickname and agent badge. */
export const MemberCell = styled.span`
  display: grid;
  gap: ${vars.space[1]};
  justify-items: start;
`;

export const Nickname = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** What to do with the selection, above the table. */
export const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** The transfer form, set apart from the list it came from. */
export const TransferPanel = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const TransferForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  max-inline-size: 28rem;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** A short word beside a name (an agent among the downlines). */
export const Tag = styled.span`
  padding-inline: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
`;
