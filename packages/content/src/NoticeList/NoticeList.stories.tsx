import type { Announcement } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NoticeList } from './NoticeList';

const titles = [
  'Scheduled maintenance: PG games',
  'New game: Jade Dragon Riches',
  'Deposit and withdrawal hours',
  'Holiday reload bonus: 30% on every deposit',
  'Play responsibly',
  'Security reminder: protect your account',
  'Download our mobile app',
  'Customer service hours',
];

const notices: Announcement[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  content:
    index === 1
      ? `<p>A new slot from PG: <strong>five reels</strong>, free spins and a jackpot.</p><div>${hostileMarkup.slice(14, 16).join('')}</div>`
      : `<p>${title}: the details of this notice.</p><ul><li>From Monday</li><li>Every day</li></ul>`,
}));

const meta = {
  title: 'Content/NoticeList',
  component: NoticeList,
  args: { notices, headingLevel: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const noticeButtons = (canvasElement: HTMLElement): HTMLElement[] =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading: HTMLElement) => within(heading).getByRole('button'));

/** Six a page; the second notice open, its hostile markup inert. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const buttons = noticeButtons(canvasElement);
    await expect(buttons).toHaveLength(6);
    const second = buttons[1] as HTMLElement;
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onload], [onmouseover]')).toBeNull();
  },
};

/** The second page: the last two notices; selecting a title twice closes it again. */
export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The pager: previous, the page numbers, next (named in the story's language, so picked by place).
    const pager = within(canvas.getByRole('navigation')).getAllByRole('button');
    await userEvent.click(pager[2] as HTMLElement);
    const buttons = noticeButtons(canvasElement);
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Download our mobile app',
      'Customer service hours',
    ]);
    const last = buttons[1] as HTMLElement;
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-expanded', 'false');
  },
};
