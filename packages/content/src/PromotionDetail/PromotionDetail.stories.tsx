import type { Announcement } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { promotionPicture } from '../promotions/storySamples';
import { PromotionDetail } from './PromotionDetail';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const reload: Announcement = {
  id: 34,
  title: 'Weekend reload: 50% on your deposits',
  content:
    '<p>Every Saturday and Sunday, your first deposit of the day earns a 50% bonus, up to 300.</p>' +
    '<table><thead><tr><th>Day</th><th>Bonus</th></tr></thead><tbody><tr><td>Saturday</td><td>50% up to 300</td></tr>' +
    '<tr><td>Sunday</td><td>50% up to 300</td></tr></tbody></table><h3>Terms and conditions</h3>' +
    '<ol><li>One reload bonus a day, on the day’s first deposit of 100 or more.</li>' +
    '<li>The bonus and the deposit must be wagered 8 times within 7 days.</li></ol>' +
    `<p>Choose the weekend reload when you deposit to claim it.</p><div>${hostileMarkup.slice(6, 12).join('')}</div>`,
  announcementImages: [{ url: promotionPicture('Weekend reload', '#312e81', '#be185d'), sequence: 1 }],
  startDate: Date.UTC(2026, 1, 27),
  endDate: Date.UTC(2026, 2, 27),
};

function OpenDetail({ promotion }: { promotion: Announcement }) {
  const [open, setOpen] = useState(true);
  return <PromotionDetail promotion={promotion} open={open} onClose={() => setOpen(false)} />;
}

const meta = {
  title: 'Content/PromotionDetail',
  component: OpenDetail,
  args: { promotion: reload },
} satisfies Meta<typeof OpenDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title, start and end, and the terms: a table and rules; the hostile markup after them is inert. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: reload.title ?? '' });
    // Start and end, each a date and a time.
    await expect(within(dialog).getAllByRole('term')).toHaveLength(2);
    await expect(dialog.querySelectorAll('dd time')).toHaveLength(2);
    await expect(
      dialog.querySelector('script, iframe, [onerror], [onmouseover], [onload], a[href^="javascript"]'),
    ).toBeNull();
  },
};

/** A promotion without an end date runs until further notice; closing closes it. */
export const OpenEnded: Story = {
  args: { promotion: { ...reload, id: 35, endDate: '', content: '<p>Paid every morning.</p>' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    // It starts at a time; it ends at none ("until further notice").
    await expect(dialog.querySelectorAll('dd time')).toHaveLength(1);
    await expect(within(dialog).getAllByRole('definition')).toHaveLength(2);
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
