import type { Announcement } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { NoticePopup } from './NoticePopup';

const notices: Announcement[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}: what changes this week`,
  content: `<p>The details of notice ${index + 1}.</p>`,
}));

function OpenNotices({ initialId }: { initialId?: string }) {
  const [open, setOpen] = useState(true);
  return <NoticePopup notices={notices} open={open} initialId={initialId} onClose={() => setOpen(false)} />;
}

const meta = {
  title: 'Content/NoticePopup',
  component: OpenNotices,
} satisfies Meta<typeof OpenNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the ticker at the seventh notice: the second page, that notice open. */
export const AtANotice: Story = {
  args: { initialId: '7' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /^Notice 7/ })).toHaveAttribute('aria-expanded', 'true');
  },
};
