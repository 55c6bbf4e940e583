import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { ThemeProvider } from '../../theme';
import { ToastProvider, useToast, type ToastApi } from './Toast';

/** The caller's handle on the stack, as a component using `useToast()` would hold it. */
const caller: { api?: ToastApi } = {};
function Capture() {
  const api = useToast();
  useEffect(() => {
    caller.api = api;
  }, [api]);
  return null;
}

function api(): ToastApi {
  if (!caller.api) throw new Error('ToastProvider is not rendered');
  return caller.api;
}

function renderProvider(dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <ThemeProvider scope="element" brand="lotus" dir={dir} lang="en">
      <ToastProvider closeLabel="Close" regionLabel="Notifications" toastLabel="Notification">
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

const show = (...args: Parameters<ToastApi['show']>) => {
  let id = '';
  act(() => {
    id = api().show(...args);
  });
  return id;
};

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in the notifications region and closes it with its close button', async () => {
    renderProvider();
    show({ title: 'Deposit received', description: '100.00 added to your balance', tone: 'success' });

    const toast = within(region()).getByRole('listitem');
    expect(toast).toHaveTextContent('Deposit received');
    expect(toast).toHaveTextContent('100.00 added to your balance');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('announces each toast with its label, assertively for danger', async () => {
    renderProvider();
    show({ title: 'Saved' });
    show({ title: 'Network link is abnormal, please try again', tone: 'danger' });
    const [polite, assertive] = screen.getAllByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(polite).toHaveTextContent('Notification Saved'));
    expect(assertive).toHaveTextContent('Notification Network link is abnormal, please try again');
  });

  it('announces with the region label, minus its shortcut, when no toast label is given', async () => {
    render(
      <ToastProvider closeLabel="Close" regionLabel="Notifications ({hotkey})">
        <Capture />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    show({ title: 'Saved' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notifications Saved'));
  });

  it('closes by itself after 5 s, and a danger toast after 8 s', () => {
    vi.useFakeTimers();
    renderProvider();
    show({ title: 'Saved' });
    show({ title: 'Network link is abnormal, please try again', tone: 'danger' });

    act(() => vi.advanceTimersByTime(5100));
    expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(region()).getByText('Network link is abnormal, please try again')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    vi.useFakeTimers();
    renderProvider();
    show({ title: 'Sticky', duration: Infinity });
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region()).getByText('Sticky')).toBeInTheDocument();
  });

  it('keeps the three newest, newest first for keyboard users', async () => {
    renderProvider();
    for (const title of ['First', 'Second', 'Third', 'Fourth']) show({ title });

    const items = within(region()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(region()).queryByText('First')).not.toBeInTheDocument();

    // F8 jumps to the region; Tab then reaches the newest toast first.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    const newest = items.find((item) => within(item).queryByText('Fourth'));
    expect(newest).toHaveFocus();
  });

  it('dismisses by id', () => {
    renderProvider();
    const id = show({ title: 'Bonus claimed' });
    show({ title: 'Level up' });
    act(() => api().dismiss(id));
    expect(within(region()).queryByText('Bonus claimed')).not.toBeInTheDocument();
    expect(within(region()).getByText('Level up')).toBeInTheDocument();
  });

  it('pauses while hovered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProvider();
    show({ title: 'Hover me' });

    await user.hover(within(region()).getByText('Hover me'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Hover me')).toBeInTheDocument();

    await user.unhover(within(region()).getByText('Hover me'));
    act(() => vi.advanceTimersByTime(5100));
    expect(within(region()).queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('swipes toward the inline end, mirrored in right-to-left', () => {
    renderProvider('rtl');
    show({ title: 'Saved' });
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-swipe-direction', 'left');
  });

  it('tells the developer when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
