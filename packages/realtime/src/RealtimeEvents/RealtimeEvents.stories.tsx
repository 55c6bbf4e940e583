import type { RealtimeMessage } from '@lobby/contract/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { RealtimeOptions } from '../connection';
import { RealtimeEvents } from './RealtimeEvents';

/** A connection that plays the platform's messages as soon as the page connects. */
const playing = (messages: RealtimeMessage[]) => (options: RealtimeOptions) => {
  const timer = setTimeout(() => {
    for (const body of messages) options.onMessage('/topic/user/7', body);
  }, 50);
  return { close: () => clearTimeout(timer) };
};

const arrived: RealtimeMessage[] = [
  { type: 'DEPOSIT', data: { amount: 500, time: 1, success: true } },
  { type: 'WITHDRAW', data: { amount: 120, time: 1, success: false, remarks: '' } },
  { type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', data: { amount: 75, time: 1, sender: 'agent01', receiver: 'player02' } },
];

const meta = {
  title: 'Realtime/RealtimeEvents',
  component: RealtimeEvents,
  args: { url: 'ws://localhost/wps/socket', token: 'story', currency: 'USD', connect: playing(arrived) },
  // The notifications close by themselves after a few seconds: checked (play and axe), not shot.
  tags: ['no-visual'],
} satisfies Meta<typeof RealtimeEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three events arrive: three notifications, the newest on top, each with its close button. */
export const ThreeEvents: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByRole('listitem')).toHaveLength(3), { timeout: 5_000 });
    for (const item of page.getAllByRole('listitem')) await expect(within(item).getByRole('button')).toBeVisible();
  },
};

/** More than three at once: the oldest goes. */
export const AtMostThree: Story = {
  args: {
    connect: playing([...arrived, { type: 'PROMOTION_CLAIM', data: { amount: 20 } }]),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByRole('listitem')).toHaveLength(3), { timeout: 5_000 });
  },
};
