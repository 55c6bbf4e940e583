import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordingClient } from '../testing/recordingClient';
import { HotMatches } from './HotMatches';

/** A crest drawn in the story itself: a coloured shield with the team's initials. */
const crest = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><path d="M48 6 86 18v28c0 22-16 38-38 46C26 84 10 68 10 46V18z" fill="${colour}"/><text x="48" y="56" font-family="Arial" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
  )}`;

const teams: Array<[string, string, string]> = [
  ['Riverton Rovers', 'RR', '#1d4ed8'],
  ['Westbrook Wanderers', 'WW', '#7c3aed'],
  ['Kingsford Lions', 'KL', '#047857'],
  ['Eastvale City', 'EC', '#b45309'],
  ['Brightwater Dolphins', 'BD', '#0e7490'],
  ['Redcliff Eagles', 'RE', '#be123c'],
  ['Harbour United', 'HU', '#4d7c0f'],
  ['Stonegate Athletic', 'SA', '#6d28d9'],
];

/** Saturday 28 November 2026 from 13:00 UTC, a match every 90 minutes. */
const firstKickoff = Date.UTC(2026, 10, 28, 13, 0);

function matches(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const [homeTeam, homeLetters, homeColour] = teams[(index * 2) % teams.length] ?? teams[0] ?? ['', '', ''];
    const [awayTeam, awayLetters, awayColour] = teams[(index * 2 + 1) % teams.length] ?? teams[1] ?? ['', '', ''];
    return {
      matchId: `m${index + 1}`,
      leagueId: 'premier',
      homeTeam,
      awayTeam,
      homeTeamImageUrl: crest(homeLetters, homeColour),
      awayTeamImageUrl: crest(awayLetters, awayColour),
      title: index % 2 === 0 ? 'Premier Division' : 'Continental Cup',
      matchTime: firstKickoff + index * 90 * 60_000,
      vassalage: 'SABA',
      nodeId: 100 + index,
    };
  });
}

function Matches({ count, loading = false }: { count: number; loading?: boolean }) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(
    () => recordingClient({ sportsHotMatches: () => (loading ? new Promise(() => undefined) : matches(count)) }).client,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HotMatches scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onBet={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Catalogue/HotMatches',
  component: Matches,
  args: { count: 5 },
} satisfies Meta<typeof Matches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five matches, three at a time: the arrows lead to the other two. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region');
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    const buttons = within(region).getAllByRole('button');
    const later = buttons.at(-1);
    if (later) await userEvent.click(later);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Three matches or fewer: no arrows. */
export const Few: Story = { args: { count: 2 } };

/** While the matches load: three cards' skeletons keep their place, the section busy and nothing in it read out. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
  },
};
