import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messageText, useBrandIcon, useBrandLogo, withClientState } from '@lobby/frame/storybook';
import { DownloadView, type DownloadViewProps } from './DownloadPage';

/** The view with the toolbar brand's name and icon. */
function BrandDownloadView(props: Omit<DownloadViewProps, 'iconSrc' | 'brandName'>) {
  const { name } = useBrandLogo();
  return <DownloadView {...props} brandName={name} iconSrc={useBrandIcon()} />;
}

const ios = { url: 'https://apps.brand.example/brand.mobileconfig', title: 'Brand for iPhone and iPad' };
const android = { url: 'https://apps.brand.example/brand.apk', title: 'Brand for Android' };

const meta = {
  title: 'Pages/DownloadPage',
  component: BrandDownloadView,
  decorators: [withClientState],
  args: { qrValue: 'https://www.brand.example/down', ios, android },
} satisfies Meta<typeof BrandDownloadView>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloadLinks = async (canvasElement: HTMLElement, loaded: Record<string, unknown>) => {
  const page = within(canvasElement);
  // Checked once the code is drawn: the encoder loads on first use.
  await page.findByRole('img', { name: /www\.brand\.example\/down/ }, { timeout: 5000 });
  const names = ['web.DownloadPage.ios', 'web.DownloadPage.android'].map((id) => messageText(loaded, id));
  return page.queryAllByRole('link').filter((link) => names.includes(link.textContent ?? ''));
};

export const BothApps: Story = {
  play: async ({ canvasElement, loaded }) => {
    const links = await downloadLinks(canvasElement, loaded);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([ios.url, android.url]);
  },
};

export const AndroidOnly: Story = {
  args: { ios: null },
  play: async ({ canvasElement, loaded }) => {
    const links = await downloadLinks(canvasElement, loaded);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([android.url]);
  },
};

/** A merchant with no app: the code opens the site on the phone, and the page says there is no app yet. */
export const NoApps: Story = {
  args: { ios: null, android: null },
  play: async ({ canvasElement, loaded }) => {
    await expect(await downloadLinks(canvasElement, loaded)).toHaveLength(0);
  },
};
