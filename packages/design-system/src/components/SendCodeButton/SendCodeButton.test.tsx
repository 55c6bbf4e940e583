import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendCodeButton, type SendCodeButtonLabels } from './SendCodeButton';

const labels: SendCodeButtonLabels = {
  send: 'Send code',
  resend: 'Resend code',
  countdown: (seconds) => `Resend in ${seconds} s`,
};

/** A promise the test settles when it chooses, to look at the button while the request is in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SendCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('sends once, shows busy, counts down the seconds the server gave, then offers a resend', async () => {
    const user = setup();
    const request = deferred<{ seconds: number }>();
    const onSend = vi.fn(() => request.promise);
    render(<SendCodeButton onSend={onSend} labels={labels} />);

    const button = screen.getByRole('button', { name: 'Send code' });
    await user.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => request.resolve({ seconds: 3 }));
    expect(button).toHaveAccessibleName('Resend in 3 s');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');

    await advance(1000);
    expect(button).toHaveAccessibleName('Resend in 2 s');
    await advance(1000);
    expect(button).toHaveAccessibleName('Resend in 1 s');
    await advance(1000);
    expect(button).toHaveAccessibleName('Resend code');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('ignores clicks while the request is in flight and while counting down', async () => {
    const user = setup();
    const request = deferred<{ seconds: number }>();
    const onSend = vi.fn(() => request.promise);
    render(<SendCodeButton onSend={onSend} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Send code' });

    await user.dblClick(button);
    await user.click(button);
    expect(onSend).toHaveBeenCalledOnce();

    await act(async () => request.resolve({ seconds: 10 }));
    await advance(4000);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledOnce();

    await advance(6000);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('counts the default seconds when the server says nothing', async () => {
    const user = setup();
    render(<SendCodeButton onSend={async () => {}} labels={labels} defaultSeconds={30} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeInTheDocument();
  });

  it('waits 60 seconds by default', async () => {
    const user = setup();
    render(<SendCodeButton onSend={() => Promise.resolve()} labels={{ ...labels, resend: undefined }} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    await advance(60_000);
    // Without a resend label the send label comes back.
    expect(button).toHaveAccessibleName('Send code');
  });

  it('returns to idle after a failure and lets the user retry, but not within a second', async () => {
    const user = setup();
    const onSend = vi.fn().mockRejectedValueOnce(new Error('SMS gateway down')).mockResolvedValue({ seconds: 5 });
    render(<SendCodeButton onSend={onSend} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Send code' });

    await user.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAccessibleName('Send code');
    expect(button).not.toHaveAttribute('aria-disabled');

    await user.click(button);
    expect(onSend).toHaveBeenCalledOnce();

    await advance(1000);
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Resend in 5 s' })).toBeInTheDocument();
  });

  it('announces the start and the end of the countdown only, not every second', async () => {
    const user = setup();
    render(<SendCodeButton onSend={() => Promise.resolve({ seconds: 3 })} labels={labels} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 3 s' });
    expect(status).toHaveTextContent('Resend in 3 s');
    await advance(1000);
    expect(status).toHaveTextContent('Resend in 3 s');
    await advance(2000);
    expect(status).toHaveTextContent('Resend code');
  });

  it('does not send while disabled, and stays focusable', async () => {
    const user = setup();
    const onSend = vi.fn(() => Promise.resolve());
    render(<SendCodeButton onSend={onSend} labels={labels} disabled />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps counting from the clock when timers are held back, as in a background tab', async () => {
    const user = setup();
    render(<SendCodeButton onSend={() => Promise.resolve({ seconds: 60 })} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    // The clock moves 45.5 s while no timer fires (half a second off the beat, clear of rounding); the next tick,
    // 1 s on, shows the true remainder: 60 - 46.5, rounded up.
    vi.setSystemTime(Date.now() + 45_500);
    await advance(1000);
    expect(button).toHaveAccessibleName('Resend in 14 s');
  });

  it('lets go quietly when it leaves the page mid-request or mid-countdown', async () => {
    const user = setup();
    const consoleError = vi.spyOn(console, 'error');
    const request = deferred<{ seconds: number }>();
    const { unmount: leaveMidRequest } = render(<SendCodeButton onSend={() => request.promise} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    leaveMidRequest();
    await act(async () => request.resolve({ seconds: 5 }));

    const { unmount: leaveMidCountdown } = render(
      <SendCodeButton onSend={() => Promise.resolve({ seconds: 5 })} labels={labels} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 5 s' });
    leaveMidCountdown();
    expect(vi.getTimerCount()).toBe(0);
    await advance(10_000);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
