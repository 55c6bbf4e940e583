import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withClientState } from '../storybook/storyKit';
import { RightBar } from './RightBar';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const onLiveChat = fn();

const meta = {
  title: 'Frame/RightBar',
  component: RightBar,
  decorators: [withClientState, (Story) => <div style={{ minBlockSize: '22rem' }}>{Story()}</div>],
  args: {
    onLiveChat,
    facebook: 'https://facebook.com/brand.example',
    telegram: 'https://t.me/brand_example',
    telephone: 'tel:+84912000000',
    qrValue: 'https://www.brand.example/down',
  },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryEntry: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(await within(canvasElement).findByRole('complementary'));
    await expect(bar.getAllByRole('listitem')).toHaveLength(5);
    await expect(bar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/brand.example',
      'https://t.me/brand_example',
      'tel:+84912000000',
    ]);
    await userEvent.click(bar.getAllByRole('button')[0] as HTMLElement);
    await expect(onLiveChat).toHaveBeenCalled();
  },
};

export const QrOnly: Story = {
  args: { onLiveChat: undefined, facebook: null, telegram: null, telephone: null },
  play: async ({ canvasElement }) => {
    const bar = within(await within(canvasElement).findByRole('complementary'));
    await expect(bar.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const QrOpen: Story = {
  args: { onLiveChat: undefined, facebook: null, telegram: null, telephone: null },
  play: async ({ canvasElement }) => {
    const bar = within(await within(canvasElement).findByRole('complementary'));
    await userEvent.click(bar.getByRole('button'));
    const dialog = await page(canvasElement).findByRole('dialog');
    // The code is drawn once the encoder has loaded; its text alternative names the address.
    const code = await within(dialog).findByRole('img', {}, { timeout: 5000 });
    await expect(code).toHaveAccessibleName(/www\.brand\.example\/down/);
  },
};
