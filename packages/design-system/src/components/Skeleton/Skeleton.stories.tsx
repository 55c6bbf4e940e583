import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { TileSkeleton } from '../Tile';
import { Skeleton } from './Skeleton';

/**
 * Skeletons are decoration (`aria-hidden`). The container that is loading says so: `aria-busy="true"` on it while
 * the content loads, removed when the content is in, and, for a wait a user must know about, a status message
 * ("Loading games") in a polite live region. Motion stops under `prefers-reduced-motion`.
 */
const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', inlineSize: '16rem', blockSize: '9rem' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(block?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Text: Story = {
  args: { shape: 'text', inlineSize: '60%', blockSize: undefined },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Skeleton {...args} inlineSize="100%" />
      <Skeleton {...args} inlineSize="100%" />
      <Skeleton {...args} />
    </div>
  ),
};

export const Circle: Story = {
  args: { shape: 'circle', inlineSize: '3rem', blockSize: undefined },
  play: async ({ canvasElement }) => {
    const { width, height } = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect() ?? {};
    await expect(width).toBe(height);
  },
};

/**
 * Game tiles while their list loads: `TileSkeleton` (Design System/Tile) keeps each tile's box, picture and name; the
 * list, not each block, is busy.
 */
export const GameTileLoading: Story = {
  render: () => (
    <section aria-label="Hot games" aria-busy="true" style={{ display: 'flex', gap: 16 }}>
      {[1, 2, 3].map((key) => (
        <TileSkeleton key={key} style={{ inlineSize: '9rem' }} />
      ))}
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Hot games' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('');
  },
};

function LoadingThenLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 800);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section aria-label="Balance" aria-busy={!loaded} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {loaded ? (
        <>
          <span>Main wallet</span>
          <strong>1,250.00 USD</strong>
        </>
      ) : (
        <>
          <Skeleton shape="text" inlineSize="6rem" />
          <Skeleton shape="text" inlineSize="5rem" />
        </>
      )}
    </section>
  );
}

/** `aria-busy` comes off when the content arrives, so assistive technology reads the finished region once. */
export const BusyUntilLoaded: Story = {
  render: () => <LoadingThenLoaded />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Balance' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(region).toHaveTextContent('1,250.00 USD');
  },
};
