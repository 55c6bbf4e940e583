import type { RealtimeMessage } from '@lobby/contract/realtime';
import { ThemeProvider } from '@lobby/design-system';
import { I18nProvider } from '@lobby/i18n/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RealtimeOptions } from '../connection';
import en from '../messages/en.json';
import { RealtimeEvents, type RealtimeEventsProps } from './RealtimeEvents';

/** The connection as the component opens it: the test plays the platform's messages through it. */
function renderEvents(props: Partial<RealtimeEventsProps> = {}) {
  const opened: RealtimeOptions[] = [];
  let closed = 0;
  const handlers = { events: [] as string[], settings: [] as string[], ignored: [] as string[] };
  const view = render(
    <ThemeProvider scope="element" brand="lotus" dir="ltr" lang="en">
      <I18nProvider language="EN" messages={en}>
        <RealtimeEvents
          url="ws://localhost/wps/socket"
          token="the-token"
          merchantCode="lotus88"
          currency="USD"
          onEvent={(type) => handlers.events.push(type)}
          onSettings={(content) => handlers.settings.push(content)}
          onIgnored={(reason) => handlers.ignored.push(reason)}
          connect={(options) => {
            opened.push(options);
            return { close: () => (closed += 1) };
          }}
          {...props}
        />
      </I18nProvider>
    </ThemeProvider>,
  );
  const say = (body: RealtimeMessage, topic = '/topic/user/7') => act(() => opened.at(-1)?.onMessage(topic, body));
  return { view, opened, handlers, say, closed: () => closed };
}

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

describe('RealtimeEvents', () => {
  it('connects once with the token and shows a deposit that arrived, then tells the app', async () => {
    const { opened, say, handlers } = renderEvents();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ url: 'ws://localhost/wps/socket', token: 'the-token' });
    say({ type: 'DEPOSIT', data: { amount: 123.45, time: 1, success: true } });
    expect(await notifications().findByText('Deposit arrived')).toBeInTheDocument();
    expect(notifications().getByText('$123.45 is in your wallet.')).toBeInTheDocument();
    expect(handlers.events).toEqual(['DEPOSIT']);
  });

  it('words each kind of event, the platform’s own text where it sends one, as text only', async () => {
    const { say } = renderEvents();
    say({ type: 'WITHDRAW', data: { amount: 50, time: 1, success: false, remarks: 'Card name differs.' } });
    expect(await notifications().findByText('Withdrawal rejected')).toBeInTheDocument();
    expect(notifications().getByText('Card name differs. $50.00 is back in your wallet.')).toBeInTheDocument();
    say({ type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', data: { amount: 20, time: 1, sender: 'agent01', receiver: 'p' } });
    expect(await notifications().findByText('Your agent agent01 sent you $20.00.')).toBeInTheDocument();
    say({ type: 'AGENT_SALARY', data: { amount: 12.5, time: 1, contractType: 'daily' } });
    expect(
      await notifications().findByText('$12.50 from your contract with your upline is in your wallet.'),
    ).toBeInTheDocument();
    say({ type: 'ONLINE_MSG', title: 'Service', message: '<img src=x onerror=alert(1)>Hello' });
    expect(await notifications().findByText('<img src=x onerror=alert(1)>Hello')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps three notifications at most, each closable', async () => {
    const { say } = renderEvents();
    for (let n = 1; n <= 4; n += 1) say({ type: 'PROMOTION_CLAIM', data: { amount: n } });
    expect(await notifications().findAllByText('Bonus credited')).toHaveLength(3);
    expect(notifications().queryByText('$1.00 from a promotion is in your wallet.')).toBeNull();
    await userEvent.click(notifications().getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(notifications().getAllByText('Bonus credited')).toHaveLength(2);
  });

  it('ignores an unknown event or one of the wrong shape, and hands on the settings topic', () => {
    const { say, handlers } = renderEvents();
    say({ type: 'SOMETHING_NEW', data: {} });
    say({ type: 'DEPOSIT', data: { amount: 'lots' } });
    say({ content: 'LGSGAMESETTING' }, '/topic/setting/lotus88');
    expect(handlers.ignored).toHaveLength(2);
    expect(handlers.events).toEqual([]);
    expect(handlers.settings).toEqual(['LGSGAMESETTING']);
  });

  it('closes the connection when it goes, and opens another for another token', () => {
    const { view, opened, closed } = renderEvents();
    view.rerender(
      <ThemeProvider scope="element" brand="lotus" dir="ltr" lang="en">
        <I18nProvider language="EN" messages={en}>
          <RealtimeEvents
            url="ws://localhost/wps/socket"
            token="another"
            connect={(options) => (opened.push(options), { close() {} })}
          />
        </I18nProvider>
      </ThemeProvider>,
    );
    expect(opened.map((options) => options.token)).toEqual(['the-token', 'another']);
    expect(closed()).toBe(1);
  });
});
