import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ClockIcon, SearchIcon } from '../Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchIcon />,
    title: 'No games found',
    description: 'Try another name, or clear the filters to see every game.',
  },
  argTypes: { titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onClear = fn();

export const NoGames: Story = {
  args: { action: <Button onClick={onClear}>Clear filters</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No games found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

export const NoRecords: Story = {
  args: {
    title: 'No records',
    description: 'There are no bets in the chosen period.',
    titleAs: 'h3',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'No records' })).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: {
    icon: <ClockIcon />,
    title: 'Coming soon',
    description: 'The points mall opens next month.',
    action: <Button variant="secondary">Back to home</Button>,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Nothing here yet' },
};
