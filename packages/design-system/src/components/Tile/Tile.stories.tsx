import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/vars';
import { Button } from '../Button';
import { Tile } from './Tile';
import { TileSkeleton } from './TileSkeleton';

/** Stand-ins for game thumbnails: pictures, so their colours are content, not styling. */
const thumbnail = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<rect width="200" height="200" fill="hsl(${hue} 55% 42%)"/>` +
      `<circle cx="100" cy="100" r="56" fill="hsl(${hue} 70% 62%)"/></svg>`,
  )}`;

const hotBadge = (
  <span
    style={{
      display: 'inline-block',
      paddingInline: vars.space[2],
      borderRadius: vars.radius.pill,
      background: vars.badge.bg,
      color: vars.badge.text,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
    }}
  >
    HOT
  </span>
);

function FavouriteToggle({ label = 'Favourite' }: { label?: string }) {
  const [on, setOn] = useState(false);
  return (
    <Button variant="secondary" size="sm" aria-label={label} aria-pressed={on} onClick={() => setOn(!on)}>
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </Button>
  );
}

const meta = {
  title: 'Design System/Tile',
  component: Tile,
  args: { name: 'Mahjong Ways', imageSrc: thumbnail(20), href: '/games/mahjong-ways' },
  decorators: [(Story) => <div style={{ inlineSize: 180 }}>{Story()}</div>],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mahjong Ways' })).toHaveAttribute('href', '/games/mahjong-ways');
    await expect(canvas.getByRole('presentation')).toHaveAttribute('loading', 'lazy');
  },
};

export const AsButton: Story = {
  args: { href: undefined, onClick: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mahjong Ways' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithBadgeAndAction: Story = {
  args: { href: undefined, onClick: fn(), badge: hotBadge, action: <FavouriteToggle /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const favourite = canvas.getByRole('button', { name: 'Favourite' });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(canvas.getByText('HOT')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Treasures of Aztec: Legend of the Golden Temple Deluxe Edition' },
};

export const BrokenImage: Story = {
  args: { imageSrc: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('presentation')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Mahjong Ways' })).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { imageSrc: undefined },
};

export const Grid: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 600 }}>{Story()}</div>],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {['Mahjong Ways', 'Lucky Neko', 'Fortune Ox: The Great Harvest Megaways', 'Wild Bandito', 'Caishen Wins'].map(
        (name, index) => (
          <li key={name}>
            <Tile
              name={name}
              href={`/games/game-${index + 1}`}
              imageSrc={thumbnail(index * 70)}
              badge={index === 0 ? hotBadge : undefined}
              action={<FavouriteToggle label={`Favourite ${name}`} />}
            />
          </li>
        ),
      )}
    </ul>
  ),
};

/**
 * Tiles whose games are on their way: `TileSkeleton` draws a tile's box (picture and two lines of name) in skeleton
 * blocks, so the games that replace it take the same place. It is hidden from assistive technology; the list is busy.
 */
export const Skeleton: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 600 }}>{Story()}</div>],
  render: () => (
    <ul
      aria-label="Games"
      aria-busy="true"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <Tile name="Mahjong Ways" href="/games/mahjong-ways" imageSrc={thumbnail(20)} />
      </li>
      {[1, 2, 3].map((key) => (
        <li key={key} aria-hidden="true">
          <TileSkeleton />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    // Only the loaded game is an item a screen reader meets; the skeletons say nothing.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('link')).toHaveAccessibleName('Mahjong Ways');
    const [tile, skeleton] = [...list.children].map((item) => item.getBoundingClientRect());
    await expect(skeleton?.width).toBe(tile?.width);
    await expect(skeleton?.height).toBe(tile?.height);
  },
};
