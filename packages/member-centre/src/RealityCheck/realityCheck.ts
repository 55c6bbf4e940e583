import { onStorageChange, readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { useSyncExternalStore } from 'react';

/** The reminder intervals a player may choose, in minutes; 0 is off. */
export const reminderIntervals = [0, 15, 30, 60] as const;
export type ReminderInterval = (typeof reminderIntervals)[number];

export const minuteMs = 60_000;

const isInterval = (value: number): value is ReminderInterval => reminderIntervals.some((known) => known === value);

/** The interval chosen in this browser: off unless a known one is stored (storage is input). */
export function readReminderInterval(): ReminderInterval {
  const stored = Number(readStorage(storageKeys.realityCheckMinutes));
  return isInterval(stored) ? stored : 0;
}

// The page sets the interval and the reminder, mounted elsewhere in the same tab, follows it at once; the storage
// event carries it to the other tabs.
const listeners = new Set<() => void>();

export function writeReminderInterval(minutes: ReminderInterval): void {
  writeStorage(storageKeys.realityCheckMinutes, minutes === 0 ? null : String(minutes));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(storageKeys.realityCheckMinutes, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The chosen interval, kept current when the page or another tab changes it. */
export const useReminderInterval = (): ReminderInterval =>
  useSyncExternalStore(subscribe, readReminderInterval, () => 0);

/**
 * When the signed-in session of this tab began (epoch ms): stored the first time it is asked for after a sign-in,
 * so a reload keeps counting from the login; sign-out clears sessionStorage and with it this mark.
 */
export function sessionStart(now: number): number {
  const stored = Number(readStorage(storageKeys.realityCheckSince));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  writeStorage(storageKeys.realityCheckSince, String(now));
  return now;
}

/** Forgets the session's start: the next sign-in counts from its own. */
export const forgetSessionStart = () => writeStorage(storageKeys.realityCheckSince, null);

/**
 * When the next reminder is due for a session that began at `since`, `intervalMs` apart, seen at `now`: the first
 * whole interval of play still ahead (a reload in the middle of one keeps its time).
 */
export function nextReminderAt(since: number, intervalMs: number, now: number): number {
  const elapsed = Math.max(0, now - since);
  return since + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}

/** Play time as whole hours and minutes. */
export function playedFor(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / minuteMs));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
