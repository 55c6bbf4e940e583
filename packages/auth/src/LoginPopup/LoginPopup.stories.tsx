import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginPopup } from './LoginPopup';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function OpenLoginPopup() {
  const [open, setOpen] = useState(true);
  return <LoginPopup open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Auth/LoginPopup',
  component: OpenLoginPopup,
} satisfies Meta<typeof OpenLoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UntilTheAccountsRelease: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    // Close (the corner button) and the footer's "continue browsing": the footer one closes it.
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
