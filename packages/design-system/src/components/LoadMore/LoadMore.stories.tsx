import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';

const PAGE = 6;
const TOTAL = 14;

/** A list that grows a page at a time after a short fake request, as the game list does. */
function GrowingList(args: LoadMoreProps) {
  const [count, setCount] = useState(PAGE);
  const [loading, setLoading] = useState(false);
  return (
    <div>
      <ul aria-label="Games">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>Game {i + 1}</li>
        ))}
      </ul>
      <LoadMore
        {...args}
        hasMore={count < TOTAL}
        loading={loading}
        onLoadMore={() => {
          args.onLoadMore();
          setLoading(true);
          setTimeout(() => {
            setCount((n) => Math.min(n + PAGE, TOTAL));
            setLoading(false);
          }, 400);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/LoadMore',
  component: LoadMore,
  args: {
    hasMore: true,
    loading: false,
    onLoadMore: fn(),
    labels: { more: 'Load more games', loading: 'Loading more games', end: "That's all the games" },
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HasMore: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more games' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more games' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more games');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const FailedPage: Story = {
  args: {
    failed: true,
    labels: {
      more: 'Load more games',
      loading: 'Loading more games',
      failed: 'Network link is abnormal, please try again',
      retry: 'Try again',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText("That's all the games")).toBeVisible();
  },
};

export const AllLoadedWithoutEndText: Story = {
  args: { hasMore: false, labels: { more: 'Load more games', loading: 'Loading more games' } },
};

export const LoadingUntilTheEnd: Story = {
  render: (args) => <GrowingList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more games' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(TOTAL));
    await expect(canvas.getByText("That's all the games")).toHaveFocus();
  },
};
