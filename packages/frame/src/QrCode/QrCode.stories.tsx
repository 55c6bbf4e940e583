import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBrandIcon, withClientState } from '../storybook/storyKit';
import { QrCode, type QrCodeProps } from './QrCode';

/** The code with the toolbar brand's icon in its centre when `withIcon` is set. */
function BrandQrCode({ withIcon, ...props }: Omit<QrCodeProps, 'logoSrc'> & { withIcon: boolean }) {
  const icon = useBrandIcon();
  return <QrCode {...props} logoSrc={withIcon ? icon : undefined} />;
}

const meta = {
  title: 'Frame/QrCode',
  component: BrandQrCode,
  decorators: [withClientState],
  args: { value: 'https://www.brand.example/down', size: 298, withIcon: true },
} satisfies Meta<typeof BrandQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement) => {
  // The encoder loads on first use; the image replaces the spinner once the code is drawn.
  const code = await within(canvasElement).findByRole('img', {}, { timeout: 5000 });
  await expect(code).toHaveAccessibleName(/www\.brand\.example\/down/);
  return code;
};

/** The download page's code (spec 2 §9): 298 px, margin 0, level M, the brand's icon at 0.2 of its size. */
export const DownloadCode: Story = {
  play: async ({ canvasElement }) => {
    const code = await drawn(canvasElement);
    await expect(code).toHaveAttribute('width', '298');
  },
};

/** The right bar's dialog size, without an icon. */
export const Plain: Story = {
  args: { size: 192, withIcon: false },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};
