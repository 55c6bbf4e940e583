import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Entrances } from './Entrances';

const meta = {
  title: 'Catalogue/Entrances',
  component: Entrances,
  args: {
    entrances: [
      { gameType: 'RNG', title: 'Slots', href: '/rng' },
      { gameType: 'LIVE', title: 'Live casino', href: '/live' },
      { gameType: 'FISH', title: 'Fishing', href: '/fish' },
      { gameType: 'PVP', title: 'Poker', href: '/pvp' },
      { gameType: 'SPORTS', title: 'Sports', href: '/sports' },
    ],
    onNavigate: () => undefined,
  },
} satisfies Meta<typeof Entrances>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five halls of the home page, each a picture and its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};
