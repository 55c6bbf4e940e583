import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { nextReminderAt, playedFor, writeReminderInterval } from './realityCheck';
import { RealityCheck } from './RealityCheck';

const minute = 60_000;
const login = Date.UTC(2026, 4, 2, 20, 0);

/** Moves the clock on by `ms`, running the timers due and letting React settle. */
const playFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const reminder = () => screen.queryByRole('dialog', { name: 'Reality check' });

beforeEach(() => {
  vi.useFakeTimers({ now: login, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  writeStorage(storageKeys.realityCheckMinutes, null);
  writeStorage(storageKeys.realityCheckSince, null);
});
afterEach(() => vi.useRealTimers());

describe('nextReminderAt', () => {
  it('falls on each whole interval of play since the login, the next one still ahead', () => {
    expect(nextReminderAt(login, 30 * minute, login)).toBe(login + 30 * minute);
    expect(nextReminderAt(login, 30 * minute, login + 29 * minute)).toBe(login + 30 * minute);
    expect(nextReminderAt(login, 30 * minute, login + 30 * minute)).toBe(login + 60 * minute);
    expect(nextReminderAt(login, 15 * minute, login + 50 * minute)).toBe(login + 60 * minute);
  });

  it('tells play time in hours and minutes', () => {
    expect(playedFor(45 * minute + 59_000)).toEqual({ hours: 0, minutes: 45 });
    expect(playedFor(135 * minute)).toEqual({ hours: 2, minutes: 15 });
  });
});

describe('RealityCheck', () => {
  it('stays away while the reminder is off', async () => {
    renderPage(<RealityCheck onLogOut={vi.fn()} />);
    await playFor(180 * minute);
    expect(reminder()).toBeNull();
    // The session's start is kept for the tab, so a reload counts from the login.
    expect(readStorage(storageKeys.realityCheckSince)).toBe(String(login));
  });

  it('tells the play time after each interval, and comes back after the next one when the player keeps playing', async () => {
    writeReminderInterval(30);
    renderPage(<RealityCheck onLogOut={vi.fn()} />);
    await playFor(30 * minute - 1000);
    expect(reminder()).toBeNull();
    await playFor(1000);
    const dialog = within(reminder() as HTMLElement);
    expect(dialog.getByText('You have been playing for 30 minutes since you logged in.')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Keep playing' }));
    expect(reminder()).toBeNull();
    await playFor(29 * minute);
    expect(reminder()).toBeNull();
    await playFor(1 * minute);
    expect(
      within(reminder() as HTMLElement).getByText('You have been playing for 1 hour since you logged in.'),
    ).toBeInTheDocument();
  });

  it('counts from the login across a reload, and follows a new interval chosen on the page', async () => {
    writeStorage(storageKeys.realityCheckSince, String(login - 70 * minute));
    writeReminderInterval(60);
    renderPage(<RealityCheck onLogOut={vi.fn()} />);
    await playFor(49 * minute);
    expect(reminder()).toBeNull();
    await playFor(1 * minute);
    expect(
      within(reminder() as HTMLElement).getByText('You have been playing for 2 hours since you logged in.'),
    ).toBeInTheDocument();
    fireEvent.click(within(reminder() as HTMLElement).getByRole('button', { name: 'Keep playing' }));

    // Off on the page: nothing more; 15 minutes: the next quarter hour of play.
    act(() => writeReminderInterval(0));
    await playFor(60 * minute);
    expect(reminder()).toBeNull();
    act(() => writeReminderInterval(15));
    await playFor(14 * minute);
    expect(reminder()).toBeNull();
    await playFor(1 * minute);
    expect(
      within(reminder() as HTMLElement).getByText(
        'You have been playing for 3 hours and 15 minutes since you logged in.',
      ),
    ).toBeInTheDocument();
  });

  it('logs the player out when asked', async () => {
    writeReminderInterval(15);
    const onLogOut = vi.fn(() => Promise.resolve());
    renderPage(<RealityCheck onLogOut={onLogOut} />);
    await playFor(15 * minute);
    fireEvent.click(within(reminder() as HTMLElement).getByRole('button', { name: 'Log out' }));
    await playFor(0);
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(reminder()).toBeNull();
  });
});
