import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The inbox: one row a message, each a button that opens it. */
export const MailList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MailButton = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid ${({ $unread }) => ($unread ? vars.color.accent : vars.color.border)};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: inherit;
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? vars.fontWeight.bold : 'inherit')};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const MailTitle = styled.span`
  overflow-wrap: anywhere;
`;

export const MailMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  justify-content: end;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${400};
`;

/** Who started the thread and how many replies it has, under the title. */
export const MailThreadInfo = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  grid-column: 1 / -1;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: 400;
`;

/** "New" written out beside an unread message: the mark is a word, not a colour alone. */
export const UnreadTag = styled.span`
  padding: 0 ${vars.space[2]};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
`;

export const MailHeading = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
  }
`;

/** The member's own words: plain text, line breaks kept. */
export const PlainText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A message's thread, oldest first. */
export const Thread = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Reply = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border-inline-start: 3px solid ${({ $mine }) => ($mine ? vars.color.border : vars.color.accent)};
  background: ${vars.color.surfaceSunken};
`;

export const ReplyAuthor = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
