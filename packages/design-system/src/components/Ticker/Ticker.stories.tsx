import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, useTheme } from '../../theme';
import { Ticker } from './Ticker';

/** Re-renders the story right-to-left inside whatever brand the toolbar picked. */
function RightToLeft({ children }: { children: ReactNode }) {
  const { brand } = useTheme();
  return (
    <ThemeProvider brand={brand} dir="rtl" lang="ar" scope="element">
      {children}
    </ThemeProvider>
  );
}

const meta = {
  title: 'Design System/Ticker',
  component: Ticker,
  args: {
    label: 'Notices',
    labels: { pause: 'Pause notices', play: 'Play notices' },
    onItemClick: fn(),
    items: [
      { key: 'maintenance', text: 'Scheduled maintenance on Sunday from 02:00 to 04:00' },
      { key: 'live', text: 'New live baccarat tables are open' },
      { key: 'bonus', text: 'The weekend deposit bonus ends on Friday' },
    ],
  },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notices' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New live baccarat tables are open' }));
    await expect(args.onItemClick).toHaveBeenCalledWith('live');
  },
};

export const Paused: Story = {
  tags: ['motion'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause notices' }));
    await expect(canvas.getByRole('button', { name: 'Play notices' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('list')).animationPlayState).toBe('paused');
  },
};

export const KeyboardSkipsTheLoopingCopy: Story = {
  tags: ['motion'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause notices' })).toHaveFocus();
    for (const item of args.items) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: item.text })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemClick).toHaveBeenCalledWith('bonus');
  },
};

export const SingleNotice: Story = {
  args: { items: [{ key: 'welcome', text: 'Welcome! Verify your phone number to claim your bonus' }] },
};

export const Slow: Story = {
  args: { speed: 25 },
};

export const RightToLeftLayout: Story = {
  decorators: [(Story) => <RightToLeft>{Story()}</RightToLeft>],
  args: {
    items: [
      { key: 'maintenance', text: 'صيانة مجدولة يوم الأحد من الساعة 02:00 حتى 04:00' },
      { key: 'live', text: 'طاولات باكارات مباشرة جديدة متاحة الآن' },
    ],
  },
};
