import { ApiError } from '@lobby/api-client';
import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { GameFrame } from './GameFrame';

function renderFrame(launch: () => Promise<string>, onDeposit?: () => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="EN" messages={en}>
        <GameFrame
          title="Lucky Dragon"
          launchKey={['test']}
          launch={launch}
          renderMaintenance={(maintenance) => <p>Back at {maintenance.until}</p>}
          {...(onDeposit ? { onDeposit } : {})}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('GameFrame', () => {
  it('shows the game in a frame named after it, once started', async () => {
    renderFrame(async () => '/wps/game/demo/7?ticket=abc');
    expect(screen.getByRole('status', { name: 'Starting Lucky Dragon…' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Lucky Dragon');
    expect(frame).toHaveAttribute('src', '/wps/game/demo/7?ticket=abc');
    // The game may not take the site's tab away.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('says a refused start and starts again on request', async () => {
    const launch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('/game');
    renderFrame(launch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lucky Dragon could not be started');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/game');
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it('shows the maintenance notice when the vendor is under maintenance', async () => {
    renderFrame(async () => {
      throw new ApiError('PG is under maintenance', {
        endpoint: 'launchGame',
        status: 400,
        errorCode: 'vendor_under_maintenance',
        value: { content: { data: { maintainTime: 1000, endTime: 5000 } } },
      });
    });
    expect(await screen.findByText('Back at 5000')).toBeInTheDocument();
    expect(screen.queryByTitle('Lucky Dragon')).not.toBeInTheDocument();
  });

  it('says when the balance does not cover the game, with the platform’s words, a deposit and another try', async () => {
    const onDeposit = vi.fn();
    const launch = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Your balance is not enough to play this game. Please make a deposit.', {
          endpoint: 'launchGame',
          status: 400,
          errorCode: 'launch_game_balance_not_enough',
        }),
      )
      .mockResolvedValueOnce('/game');
    renderFrame(launch, onDeposit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough balance for Lucky Dragon');
    expect(alert).toHaveTextContent('Your balance is not enough to play this game. Please make a deposit.');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/game');
  });
});
