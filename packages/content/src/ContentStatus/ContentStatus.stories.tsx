import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentStatus } from './ContentStatus';

const meta = {
  title: 'Content/ContentStatus',
  component: ContentStatus,
  args: { state: 'loading', kind: 'help', onRetry: fn() },
} satisfies Meta<typeof ContentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName();
  },
};

export const Failed: Story = {
  args: { state: 'error', kind: 'notices' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: 'empty', kind: 'help' },
};
