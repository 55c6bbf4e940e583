import { sampleValues } from '@lobby/contract-fixtures/samples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../testing/appHarness';
import {
  answer,
  baseStatus,
  noAnnouncements,
  noVendors,
  platformOrigin,
  statusHandler,
  statusWith,
  withMswServer,
} from '../../testing/shellTestKit';
import { earningsFor } from './JoinPage';

const server = setupServer();
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  server.use(statusHandler(baseStatus), noVendors, noAnnouncements);
});

const flagsTree = (flags: Record<string, boolean>) => ({
  modId: 'WHITELABEL',
  enabled: '1',
  childrenNodes: Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
});

async function openJoinPage() {
  renderApp('/join');
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'Join us' })).toBeInTheDocument();
  await main.findByRole('heading', { level: 2, name: 'What an agent does' });
  return main;
}

describe('earningsFor', () => {
  it('lists commission always, and the dividend and each salary only where its flag is on', () => {
    expect(earningsFor({})).toEqual(['commission']);
    expect(earningsFor({ DAILYSALCONT3: true, RTSALARY3: true })).toEqual([
      'commission',
      'dailySalary',
      'realTimeSalary',
    ]);
    expect(earningsFor({ SIGNCONDIV3: true, DAILYSALCONT3: true, HOURSAL3: true, RTSALARY3: true })).toHaveLength(5);
  });
});

describe('JoinPage', () => {
  it('shows what an agent does, what the merchant pays as its flags say, and how to join', async () => {
    server.use(
      statusHandler(
        statusWith({}, { whitelabel: flagsTree({ SIGNCONDIV3: true, HOURSAL3: true, DAILYSALCONT3: false }) }),
      ),
    );
    const main = await openJoinPage();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What an agent does',
      'What you earn',
      'How to join',
      'Get started',
    ]);
    const earn = within(main.getByRole('region', { name: 'What you earn' }));
    expect(earn.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Commission',
      'Dividend',
      'Hourly salary',
    ]);
    const steps = within(main.getByRole('region', { name: 'How to join' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(4);
    expect(document.title).toBe('Join us | Lotus Palace');
  });

  it('opens customer service in its 440 x 750 window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const main = await openJoinPage();
    await userEvent.click(main.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/room',
      'customerService',
      expect.stringMatching(/width=440,height=750/),
    );
    open.mockRestore();
  });

  it('has no customer-service button when the merchant lists none', async () => {
    server.use(statusHandler(statusWith({}, { customerService: [] })));
    const main = await openJoinPage();
    expect(main.queryByRole('button', { name: 'Contact customer service' })).not.toBeInTheDocument();
  });

  it('opens the register popup for a visitor, and leads to the agent login', async () => {
    server.use(
      http.get(`${platformOrigin}/wps/system/country`, () =>
        answer({ countryCode: 'VN', countries: [{ countryCode: 'VN', countryDialingCode: '84' }] }),
      ),
    );
    const main = await openJoinPage();
    await userEvent.click(main.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(main.getByRole('link', { name: 'Agent login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent home' })).toBeInTheDocument();
  });

  it('offers a signed-in agent the agent home, and no registration', async () => {
    sessionStorage.setItem('token', 'tok-1');
    server.use(http.get(`${platformOrigin}/wps/member/info`, () => answer({ ...sampleValues.memberInfo, type: 1 })));
    const main = await openJoinPage();
    expect(await main.findByRole('link', { name: 'Go to agent home' })).toHaveAttribute('href', '/agentHome');
    expect(main.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
