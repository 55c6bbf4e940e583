import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useBrandLogo } from '../storybook/storyKit';
import { RegionBlockedScreen, type RegionBlockedScreenProps } from './RegionBlockedScreen';

function BrandRegionBlocked(props: Omit<RegionBlockedScreenProps, 'logoSrc' | 'brandName'>) {
  const logo = useBrandLogo();
  return <RegionBlockedScreen logoSrc={logo.src} brandName={logo.name} {...props} />;
}

const onContact = fn();

const meta = {
  title: 'Frame/RegionBlockedScreen',
  component: BrandRegionBlocked,
  args: { ip: '203.0.113.7', onContact },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandRegionBlocked>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The address shows in every language.
    await expect(canvas.getByText(/203\.0\.113\.7/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(onContact).toHaveBeenCalled();
  },
};

export const WithoutCustomerService: Story = {
  args: { onContact: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
