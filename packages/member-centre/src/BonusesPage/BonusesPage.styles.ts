import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** One bonus: its promotion and status, its figures, its turnover. */
export const Bonus = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
`;

export const BonusHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: baseline;
  justify-content: space-between;

  & > h5 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
`;

/** The status written out, its border marking an active one: the word is the mark, not a colour alone. */
export const StatusTag = styled.span<{ $active: boolean }>`
  padding: 0 ${vars.space[2]};
  border: 1px solid ${({ $active }) => ($active ? vars.color.accent : vars.color.borderStrong)};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  white-space: nowrap;
`;
