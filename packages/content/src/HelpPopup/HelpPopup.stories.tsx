import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { helpEntries } from '../storybook/helpEntries';
import { HelpPopup } from './HelpPopup';

function OpenHelp() {
  const [open, setOpen] = useState(true);
  return (
    <HelpPopup
      open={open}
      onClose={() => setOpen(false)}
      entries={helpEntries}
      status="success"
      onRetry={() => undefined}
    />
  );
}

const meta = {
  title: 'Content/HelpPopup',
  component: OpenHelp,
} satisfies Meta<typeof OpenHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The help centre in a dialog: a contents link moves to its section inside the dialog. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Terms and conditions' }));
    await expect(within(dialog).getByRole('heading', { level: 3, name: 'Terms and conditions' })).toHaveFocus();
    await expect(dialog.querySelector('script, iframe, [onerror], [onload], [onmouseover]')).toBeNull();
  },
};
