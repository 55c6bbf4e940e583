import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { WinnerBoard } from './WinnerBoard';

const win = (n: number, winAmount: number | string, extra: Record<string, unknown> = {}) => ({
  vo: {
    recordId: n,
    customerName: `pl***${String(n).padStart(2, '0')}`,
    winAmount,
    gameName: `Game ${n}`,
    gameId: `G${n}`,
    nodeId: 1000 + n,
    vendor: 'PG',
    ...extra,
  },
});

function renderBoard(answer: () => unknown) {
  const { client, calls } = recordingClient({ winnerBoard: answer });
  const onPlay = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider language="EN" messages={en}>
        <WinnerBoard scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onPlay={onPlay} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onPlay, calls, user: userEvent.setup() };
}

const entries = async () => {
  const board = await screen.findByRole('list', { name: 'Big winners' });
  return within(board).getAllByRole('listitem');
};

describe('WinnerBoard', () => {
  it('asks for 20 winners of every category in the language and shows them biggest first, whatever the order sent', async () => {
    // 22 wins in a jumbled order, amounts 100, 250, 400 ... 3,250 (n * 150 + 100), one sent as a string.
    const wins = Array.from({ length: 22 }, (_, i) => (i * 7) % 22).map((n) =>
      win(n, n === 5 ? String(n * 150 + 100) : n * 150 + 100),
    );
    const { calls } = renderBoard(() => ({ list: wins }));
    const shown = await entries();
    expect(shown).toHaveLength(20);
    expect(calls).toEqual([['winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 }]]);
    const amounts = shown.map((entry) => entry.lastElementChild?.textContent);
    expect(amounts.slice(0, 3)).toEqual(['3,250.00', '3,100.00', '2,950.00']);
    // The two smallest (100 and 250) fall off the board.
    expect(amounts.at(-1)).toBe('400.00');
    expect(within(shown[0] as HTMLElement).getByText('No. 1')).toBeInTheDocument();
    expect(within(shown[0] as HTMLElement).getByText('pl***21')).toBeInTheDocument();
  });

  it('starts the game of an entry; a lottery lobby entry names no game', async () => {
    const { onPlay, user } = renderBoard(() => ({
      list: [win(1, 900), win(2, 500, { vendor: 'TCG_LOTTO_VN', nodeId: 'LOTTO_LOBBY', gameName: 'VN Lottery' })],
    }));
    await user.click(await screen.findByRole('button', { name: 'Play Game 1, won by pl***01' }));
    expect(onPlay).toHaveBeenLastCalledWith({ nodeId: 1001, vassalage: 'PG', gameName: 'Game 1', gameId: 'G1' });
    await user.click(screen.getByRole('button', { name: 'Play VN Lottery, won by pl***02' }));
    expect(onPlay).toHaveBeenLastCalledWith({ nodeId: '', vassalage: 'TCG_LOTTO_VN', gameName: 'VN Lottery' });
  });

  it('offers a retry when the board failed', async () => {
    const { user } = renderBoard(() => {
      throw new Error('offline');
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The winners could not be loaded.')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByText('The winners could not be loaded.')).toBeInTheDocument();
  });

  it('hides the board when nobody won', async () => {
    const { calls } = renderBoard(() => ({ list: [] }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(screen.queryByText('Big winners')).not.toBeInTheDocument();
  });
});
