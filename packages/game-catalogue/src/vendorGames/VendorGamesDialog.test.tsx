import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { VendorGamesDialog } from './VendorGamesDialog';

describe('VendorGamesDialog', () => {
  it("lists the vendor's games a page at a time and starts the chosen one", async () => {
    const { client, calls } = recordingClient({
      gameList: (input) => ({
        games: Array.from({ length: input.pageNo === 1 ? 24 : 3 }, (_, index) => ({
          nodeId: `${String(input.pageNo)}-${index}`,
          gameName: `Blockchain ${String(input.pageNo)}.${index}`,
        })),
        pageNum: input.pageNo,
        totalPages: 2,
      }),
    });
    const onLaunch = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider language="EN" messages={en}>
          <VendorGamesDialog
            scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
            vendor={{ vassalage: 'SPB', gameType: 'SPB', displayName: 'Spribe' }}
            signedIn
            open
            onOpenChange={() => undefined}
            onLaunch={onLaunch}
          />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spribe games' });
    const list = within(dialog).getByRole('list', { name: 'Spribe games' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(within(dialog).getByRole('button', { name: 'More games' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(27);
    await userEvent.click(within(list).getByRole('button', { name: 'Blockchain 2.1' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: '2-1' }));
    expect(calls[0]).toEqual(['gameList', expect.objectContaining({ gameType: 'SPB', vassalage: 'SPB', pageNo: 1 })]);
  });
});
