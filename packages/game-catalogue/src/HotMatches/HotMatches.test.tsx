import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { HotMatches, kickoffOf } from './HotMatches';

const kickoff = new Date(2026, 10, 27, 19, 5).getTime();

const match = (n: number) => ({
  matchId: `m${n}`,
  leagueId: 'l1',
  homeTeam: `Home ${n}`,
  awayTeam: `Away ${n}`,
  homeTeamImageUrl: `/wps/media/team/home-${n}.svg`,
  awayTeamImageUrl: `/wps/media/team/away-${n}.svg`,
  title: 'Premier League',
  matchTime: kickoff,
  vassalage: 'SABA',
  nodeId: 77,
});

function renderMatches(answer: () => unknown) {
  const { client } = recordingClient({ sportsHotMatches: answer });
  const onBet = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider language="EN" messages={en}>
        <HotMatches scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onBet={onBet} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onBet, view, user: userEvent.setup() };
}

/** The hot matches' region once its answer is shown (it is busy, with skeleton cards, until then). */
async function loadedRegion() {
  const region = await screen.findByRole('region', { name: 'Hot matches' });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  return region;
}

const cards = async () =>
  within(await loadedRegion())
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByText(/^Home \d/)[0]?.textContent);

describe('HotMatches', () => {
  it('keeps three cards’ place while the matches load, busy and with nothing to read but its title', () => {
    renderMatches(() => new Promise(() => {}));
    const region = screen.getByRole('region', { name: 'Hot matches' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(region).toHaveTextContent(/^Hot matches$/);
    expect(within(region).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('shows each match with its league, teams, crests and kick-off, and its bet button starts the match', async () => {
    const { onBet, user } = renderMatches(() => [match(1)]);
    const region = await loadedRegion();
    expect(within(region).getByText('Premier League')).toBeInTheDocument();
    expect(within(region).getByText('19:05')).toBeInTheDocument();
    expect(within(region).getByText('27.11.2026')).toBeInTheDocument();
    // The crests are decoration beside the names (empty alt text).
    expect(
      within(region)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/wps/media/team/home-1.svg', '/wps/media/team/away-1.svg']);
    expect(screen.queryByRole('button', { name: 'More matches' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Bet on Home 1 v Away 1' }));
    expect(onBet).toHaveBeenCalledWith(
      expect.objectContaining({ nodeId: 77, vassalage: 'SABA', matchId: 'm1', leagueId: 'l1', gameType: 'SPORTS' }),
    );
  });

  it('shows three at a time, with arrows when there are more', async () => {
    const { user } = renderMatches(() => [1, 2, 3, 4, 5].map(match));
    expect(await cards()).toEqual(['Home 1', 'Home 2', 'Home 3']);
    expect(screen.getByRole('button', { name: 'Earlier matches' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'More matches' }));
    expect(await cards()).toEqual(['Home 4', 'Home 5']);
  });

  it('shows nothing without matches, and says so when they fail to load', async () => {
    const { view } = renderMatches(() => []);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();

    renderMatches(() => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The hot matches could not be loaded.');
  });
});

describe('kickoffOf', () => {
  it('writes HH:mm and DD.MM.YYYY with leading zeros', () => {
    expect(kickoffOf(new Date(2027, 0, 3, 7, 9).getTime())).toMatchObject({ time: '07:09', date: '03.01.2027' });
  });
});
