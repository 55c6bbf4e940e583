import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RtlScope, settle } from '../Portal/storyHelpers';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

const messages: Record<'info' | 'success' | 'danger', ToastOptions> = {
  info: { title: 'New games added', description: '12 new slots are in the lobby.', tone: 'info' },
  success: { title: 'Deposit received', description: '100.00 was added to your balance.', tone: 'success' },
  danger: { title: 'Network link is abnormal, please try again', tone: 'danger' },
};

/**
 * Buttons that raise toasts, as a page would; `initial` toasts show on mount and stay for review, and so do the
 * buttons' toasts with `lasting` (a screenshot of a slow machine must not find them gone).
 */
function Demo({ initial = [], lasting = false }: { initial?: ToastOptions[]; lasting?: boolean }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    // Once only, also under React's development double effects.
    if (shown.current) return;
    shown.current = true;
    for (const options of initial) toast.show({ duration: Infinity, ...options });
  }, [initial, toast]);
  const show = (options: ToastOptions) => toast.show(lasting ? { duration: Infinity, ...options } : options);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => show(messages.info)}>
        Show info
      </Button>
      <Button variant="secondary" onClick={() => show(messages.success)}>
        Show success
      </Button>
      <Button variant="secondary" onClick={() => show(messages.danger)}>
        Show error
      </Button>
    </div>
  );
}

const region = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (F8)' });

const meta = {
  title: 'Design System/Toast',
  component: ToastProvider,
  args: { closeLabel: 'Close', regionLabel: 'Notifications ({hotkey})', toastLabel: 'Notification' },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toasts = region(canvasElement);
    const toast = await within(toasts).findByRole('listitem');
    await settle(canvasElement);
    await expect(toast).toHaveTextContent('Deposit received');

    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(toasts).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo initial={[messages.info, messages.success, messages.danger]} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const toasts = region(canvasElement);
    await waitFor(() => expect(within(toasts).getAllByRole('listitem')).toHaveLength(3));
    await settle(canvasElement);
    const [info, , danger] = within(toasts).getAllByRole('listitem');
    // The newest shows on top.
    await expect(danger?.getBoundingClientRect().top).toBeLessThanOrEqual(info?.getBoundingClientRect().top ?? 0);
  },
};

export const AtMostThree: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo lasting />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show info' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(button);
    await settle(canvasElement);
    await expect(within(region(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The stack sits in the bottom-left corner in right-to-left and swipes away to the left. */
export const RightToLeft: Story = {
  render: (args) => (
    <RtlScope>
      <ToastProvider {...args}>
        <Demo initial={[messages.success]} />
      </ToastProvider>
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(region(canvasElement)).findByRole('listitem');
    await settle(canvasElement);
    await expect(toast).toHaveAttribute('data-swipe-direction', 'left');
    const stack = within(region(canvasElement)).getByRole('list');
    await expect(Math.round(stack.getBoundingClientRect().left)).toBe(0);
  },
};
