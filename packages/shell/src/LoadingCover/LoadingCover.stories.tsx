import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBrandLogo } from '../storybook/storyKit';
import { LoadingCover } from './LoadingCover';

function BrandCover({ label }: { label: string }) {
  const logo = useBrandLogo();
  return <LoadingCover label={label} logoSrc={logo.src} brandName={logo.name} />;
}

const meta = {
  title: 'Shell/LoadingCover',
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
