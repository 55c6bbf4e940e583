import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

/** A stand-in pictogram; features pass their own. */
const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3m0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10" />
  </svg>
);

const ClockIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20m0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16m1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7z" />
  </svg>
);

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
