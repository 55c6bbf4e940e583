import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

const BellIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread messages' },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 250, label: '250 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0, label: 'No unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('No unread messages')).not.toBeInTheDocument();
  },
};

export const Dot: Story = {
  args: { count: undefined, dot: true, label: 'New games added' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New games added')).toBeInTheDocument();
  },
};

/**
 * On the corner of a control, at its inline end. The control reads the badge on focus through
 * `aria-describedby`, so the count is not heard only when reading past it.
 */
export const OnIconButton: Story = {
  args: { id: 'inbox-badge' },
  render: (args) => (
    <Badge {...args}>
      <IconButton
        label="Messages"
        icon={<BellIcon />}
        variant="secondary"
        aria-describedby="inbox-badge"
        onClick={fn()}
      />
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Messages' });
    await expect(button).toHaveAccessibleDescription('3 unread messages');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const DotOnIconButton: Story = {
  args: { count: undefined, dot: true, label: 'New notifications', id: 'bell-dot' },
  render: (args) => (
    <Badge {...args}>
      <IconButton label="Notifications" icon={<BellIcon />} aria-describedby="bell-dot" />
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription(
      'New notifications',
    );
  },
};
