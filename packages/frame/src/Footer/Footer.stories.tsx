import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../storybook/storyKit';
import { Footer } from './Footer';

const onHelp = fn();

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  decorators: [withRouter],
  args: {
    brandName: 'Lotus Palace',
    products: [
      { key: 'hot', to: '/hot' },
      { key: 'live', to: '/live' },
      { key: 'sports', to: '/sports' },
      { key: 'fish', to: '/fish' },
      { key: 'rng', to: '/rng' },
      { key: 'download', to: '/down' },
      { key: 'rewards', to: '/rewards' },
    ],
    social: {
      facebook: 'https://facebook.com/brand.example',
      instagram: 'https://instagram.com/brand.example',
      twitter: 'https://x.com/brand_example',
      youtube: 'https://youtube.com/@brand.example',
      telegram: 'https://t.me/brand_example',
      discord: 'https://discord.gg/brand-example',
    },
    certificateUrl: 'https://certificates.example/brand',
    ageOfConsent: 18,
    onHelp,
    onFeedback: fn(),
    year: 2025,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryNetwork: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    const external = footer.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    // Six networks and the third certificate, each opening safely in a new tab.
    await expect(external).toHaveLength(7);
    for (const link of external) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByText('JDB')).toBeVisible();
    await expect(footer.getAllByRole('img')).toHaveLength(3);
    await userEvent.click(footer.getAllByRole('button')[0] as HTMLElement);
    await expect(onHelp).toHaveBeenCalled();
  },
};

export const SomeNetworks: Story = {
  args: { social: { telegram: 'https://t.me/brand_example' }, certificateUrl: null, ageOfConsent: 21 },
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    await expect(footer.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank')).toHaveLength(
      1,
    );
  },
};

export const NoNetworksNoProducts: Story = {
  args: { social: {}, products: [], certificateUrl: null },
};
