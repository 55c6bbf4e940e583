import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { GameRow, gameOfCard, VendorRow } from './HomeRows';

const games = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ nodeId: index, gameName: `Game ${index}` }));

function renderRow(count: number) {
  const onLaunch = vi.fn();
  const onNavigate = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <GameRow
        title="Slots"
        games={games(count)}
        onLaunch={onLaunch}
        more={{ href: '/rng', onNavigate }}
        rowSize={15}
      />
    </I18nProvider>,
  );
  return { onLaunch, onNavigate, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('list', { name: 'Slots games' });

describe('GameRow', () => {
  it('shows 15 games a row, two rows of 30, without a more tile', () => {
    renderRow(30);
    expect(rows().map((row) => within(row).getAllByRole('listitem').length)).toEqual([15, 15]);
    expect(screen.queryByRole('link', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('ends a short row with a more tile, and the title’s more link, both leading to the centre', async () => {
    const { onNavigate, user } = renderRow(20);
    expect(rows().map((row) => within(row).getAllByRole('listitem').length)).toEqual([15, 6]);
    await user.click(screen.getByRole('link', { name: 'More games' }));
    await user.click(screen.getByRole('link', { name: 'More: Slots' }));
    expect(onNavigate.mock.calls).toEqual([['/rng'], ['/rng']]);
  });

  it('launches the chosen game', async () => {
    const { onLaunch, user } = renderRow(3);
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 2 }));
  });
});

describe('VendorRow', () => {
  it('shows each vendor card and hands the chosen card on as its lobby or its game', async () => {
    const onChoose = vi.fn();
    render(
      <I18nProvider language="EN" messages={en}>
        <VendorRow
          title="Live casino"
          cards={[
            { vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE', isGame: 'VASSALAGE' },
            { vassalage: 'EZ', displayName: 'Ezugi', gameType: 'LIVE', isGame: 'game', nodeId: 9, appNewWindow: 1 },
          ]}
          onChoose={onChoose}
        />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ezugi' }));
    expect(onChoose).toHaveBeenCalledWith({
      nodeId: 9,
      vassalage: 'EZ',
      gameType: 'LIVE',
      isGame: 'game',
      appNewWindow: 1,
      gameName: 'Ezugi',
    });
    expect(gameOfCard({ vassalage: 'EVO', isGame: 'VASSALAGE', gameType: 'LIVE' })).toMatchObject({
      nodeId: '',
      isGame: 'VASSALAGE',
    });
  });
});
