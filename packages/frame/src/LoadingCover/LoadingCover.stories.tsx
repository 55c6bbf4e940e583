import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBrandLogo } from '../storybook/storyKit';
import { LoadingCover } from './LoadingCover';

function BrandCover({ label, picture }: { label: string; picture?: string }) {
  const logo = useBrandLogo();
  return <LoadingCover label={label} logoSrc={logo.src} brandName={logo.name} picture={picture ?? null} />;
}

/** A 3:1 welcome banner drawn in the story itself. */
const welcomeBanner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#be185d"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="Arial" font-size="84" font-weight="700" fill="#fff">Welcome bonus</text></svg>',
)}`;

const meta = {
  title: 'Frame/LoadingCover',
  component: BrandCover,
  args: { label: 'Loading' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spinner is a named status; the logo names the brand.
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
  },
};

/** A visitor's first view of `/`: the first home banner above the logo, which stays where it was. */
export const WithHomeBanner: Story = {
  args: { picture: welcomeBanner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Decoration: the page's banner names itself; the cover's only image with a name is the logo.
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
    const banner = canvas.getByRole('presentation');
    await expect(banner).toBeVisible();
    const logo = canvas.getByRole('img').getBoundingClientRect();
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(logo.top);
  },
};
