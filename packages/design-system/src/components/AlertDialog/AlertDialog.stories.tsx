import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RtlScope, settle } from '../Portal/storyHelpers';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Owns the open state, as a caller would; `opener` is the button that shows the dialog. */
function Demo({ opener, ...args }: AlertDialogProps & { opener: string }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/AlertDialog',
  component: AlertDialog,
  args: {
    kind: 'warning',
    open: false,
    onOpenChange: fn(),
    onOk: fn(),
    onCancel: fn(),
    title: 'Connection problem',
    message: 'Network link is abnormal, please try again',
    okLabel: 'OK',
  },
  argTypes: {
    okVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
  render: (args) => <Demo {...args} opener="Load games" />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Load games' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Connection problem' });
    await settle(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Network link is abnormal, please try again');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const WarningOpen: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Connection problem' });
    await settle(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

const logout = {
  kind: 'confirm',
  title: 'Log out?',
  message: 'You will need to log in again to play.',
  cancelLabel: 'Cancel',
  okLabel: 'Log out',
  okVariant: 'danger',
} as const;

export const Confirm: Story = {
  args: { ...logout },
  render: (args) => <Demo {...args} opener="Account" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await settle(canvasElement);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();

    await userEvent.click(cancel);
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

export const ConfirmOpen: Story = {
  args: { ...logout, open: true },
  render: (args) => <Demo {...args} opener="Account" />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await settle(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** OK starts asynchronous work: it shows a spinner, the dialog stays open and closes when the work ends. */
export const AsyncConfirm: Story = {
  args: { ...logout, open: true },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    const [loading, setLoading] = useState(false);
    return (
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        okLoading={loading}
        onOk={() => {
          args.onOk?.();
          setLoading(true);
          return new Promise<void>((resolve) => {
            setTimeout(() => {
              setLoading(false);
              setOpen(false);
              resolve();
            }, 600);
          });
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await settle(canvasElement);
    const ok = within(dialog).getByRole('button', { name: 'Log out' });
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(ok).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const RightToLeft: Story = {
  args: { ...logout, open: true },
  render: (args) => (
    <RtlScope>
      <Demo {...args} opener="Account" />
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await settle(canvasElement);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
