import type { Announcement } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel';

/** A 3:1 banner drawn in the story itself. */
const picture = (title: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="Arial" font-size="84" font-weight="700" fill="#fff">${title}</text></svg>`,
  )}`;

const banners: Announcement[] = [
  {
    id: 1,
    title: 'Spin week',
    linkageType: 'G',
    nodeId: 7,
    announcementImages: [{ url: picture('Spin week', '#1e3a8a', '#6d28d9'), sequence: 1 }],
  },
  {
    id: 2,
    title: 'Weekly cashback',
    linkageType: 'URL',
    url: '/promotions',
    announcementImages: [{ url: picture('Weekly cashback', '#064e3b', '#0e7490'), sequence: 1 }],
  },
  { id: 3, title: 'Open day', announcementImages: [{ url: picture('Open day', '#7c2d12', '#9d174d'), sequence: 1 }] },
];

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners,
    label: 'Slots',
    leadsSomewhere: (banner: Announcement) => Boolean(banner.linkageType),
    hrefOf: (banner: Announcement) => (banner.linkageType === 'URL' ? (banner.url ?? undefined) : undefined),
    onChoose: () => undefined,
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners: they rotate (not under reduced motion), with a pause control, arrows and a picker. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(3);
  },
};

/** One banner: no rotation, no controls. */
export const Single: Story = {
  args: { banners: banners.slice(2) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
  },
};
