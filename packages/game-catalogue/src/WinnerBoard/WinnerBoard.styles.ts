import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** About six entries show at once; the rest scroll inside the board, so the page below keeps its place. */
export const Board = styled.ol`
  display: grid;
  gap: ${vars.space[1]};
  max-block-size: 22rem;
  margin: 0;
  padding: ${vars.space[2]};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

/** Keeps the board's box while the winners are on their way. */
export const BoardPlace = styled.div`
  block-size: 22rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Entry = styled.li`
  display: grid;
  grid-template-columns: 2.25rem minmax(0, 1fr) auto;
  grid-template-areas:
    'rank name amount'
    'rank game amount';
  align-items: center;
  column-gap: ${vars.space[2]};
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[2]};

  & + & {
    border-block-start: 1px solid ${vars.color.border};
  }
`;

const medal = { 1: '#d4a017', 2: '#a8a9ad', 3: '#b87333' } as const;

export const Rank = styled.span<{ $place: number }>`
  grid-area: rank;
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: ${vars.radius.pill};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  /* Gold, silver and bronze for the first three, whatever the brand's colours; dark digits read on all three. */
  background: ${(p) => medal[p.$place as keyof typeof medal] ?? 'transparent'};
  color: ${(p) => (p.$place in medal ? '#1a1a1a' : vars.color.textMuted)};
`;

export const Name = styled.span`
  grid-area: name;
  overflow: hidden;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const GameButton = styled.button`
  grid-area: game;
  justify-self: start;
  max-inline-size: 100%;
  min-block-size: 1.5rem;
  padding: 0;
  overflow: hidden;
  border: 0;
  background: none;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

export const Amount = styled.span`
  grid-area: amount;
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textSuccess};
`;
