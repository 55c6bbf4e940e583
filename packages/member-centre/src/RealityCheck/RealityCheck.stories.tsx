import { storageKeys, writeStorage } from '@lobby/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { minuteMs, writeReminderInterval, type ReminderInterval } from './realityCheck';
import { RealityCheck } from './RealityCheck';

/**
 * A member signed in `playedMinutes` ago (less a second and a half) with a reminder every `interval` minutes: the
 * reminder is due a moment after the story renders, once the play is watching.
 */
function StoryRealityCheck({ interval, playedMinutes }: { interval: ReminderInterval; playedMinutes: number }) {
  const [ready] = useState(() => {
    writeStorage(storageKeys.realityCheckSince, String(Date.now() - playedMinutes * minuteMs + 1500));
    writeReminderInterval(interval);
    return true;
  });
  return ready ? <RealityCheck onLogOut={() => undefined} /> : null;
}

const meta = {
  title: 'Member Centre/RealityCheck',
  component: StoryRealityCheck,
  args: { interval: 60, playedMinutes: 60 },
} satisfies Meta<typeof StoryRealityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This story's reminder: the previous story's, still leaving as this one starts, gone first. */
const shown = async () => {
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  return within(document.body).findByRole('dialog', {}, { timeout: 10_000 });
};

/** An hour of play: the reminder with "Keep playing" and "Log out". */
export const AfterAnHour: Story = {
  play: async () => {
    await shown();
  },
};

export const AfterAQuarterHour: Story = {
  args: { interval: 15, playedMinutes: 15 },
  play: async () => {
    await shown();
  },
};

/** "Keep playing" (the first action) closes it until the next interval. */
export const KeepPlaying: Story = {
  tags: ['no-visual'],
  args: { interval: 15, playedMinutes: 15 },
  play: async () => {
    const dialog = await shown();
    const [keep] = within(dialog)
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-label'));
    await userEvent.click(keep as HTMLElement);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
