import type { Announcement } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AnnouncementPopup } from './AnnouncementPopup';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const popups: Announcement[] = [
  {
    id: 1,
    execution: 'F',
    title: 'Your first deposit bonus',
    content:
      '<p>Welcome aboard! Your first deposit is matched <strong>100%</strong> up to 500.</p>' +
      '<ul><li>Minimum deposit 50</li><li>Wagering 10 times</li></ul>' +
      `<p><a href="/promotions#1">Read the rules</a></p><div>${hostileMarkup.slice(0, 6).join('')}</div>`,
  },
  {
    id: 2,
    execution: 'A',
    title: "Today's offers",
    content: '<p>Daily rebate on slots and live casino, paid every morning.</p>',
  },
];

function OpenPopup({ items }: { items: Announcement[] }) {
  const [open, setOpen] = useState(true);
  return <AnnouncementPopup popups={items} open={open} onClose={() => setOpen(false)} />;
}

const meta = {
  title: 'Content/AnnouncementPopup',
  component: OpenPopup,
  args: { items: popups },
} satisfies Meta<typeof OpenPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's buttons in order: close, then (when paged) previous and next, then OK. */
const buttonsOf = (dialog: HTMLElement) => within(dialog).getAllByRole('button');

/** A first login: the first-login popup, then the members' one, paged; hostile markup in the first is inert. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const heading = () => within(dialog).getByRole('heading', { level: 2 });
    await expect(heading()).toHaveTextContent('Your first deposit bonus');
    await expect(dialog.querySelector('script, iframe, [onerror], [onmouseover], [onload]')).toBeNull();
    const [, previous, next] = buttonsOf(dialog);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next as HTMLElement);
    await expect(heading()).toHaveTextContent("Today's offers");
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous as HTMLElement);
    await expect(heading()).toHaveTextContent('Your first deposit bonus');
  },
};

/** One popup: no pager, only close and OK. */
export const One: Story = {
  args: { items: popups.slice(1) },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(buttonsOf(dialog)).toHaveLength(2);
  },
};
