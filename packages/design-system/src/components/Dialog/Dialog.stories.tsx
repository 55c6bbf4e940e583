import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RtlScope, settle } from '../Portal/storyHelpers';
import { Dialog } from './Dialog';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  args: {
    title: 'Bonus rules',
    description: 'Read these before you claim the welcome bonus.',
    closeLabel: 'Close',
    trigger: <Button variant="secondary">Open bonus rules</Button>,
    onOpenChange: fn(),
    children: <p>The bonus must be wagered 20 times within 7 days. Only slot games count towards wagering.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open bonus rules' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Bonus rules' });
    await settle(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Read these before you claim the welcome bonus.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const OpenWithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <Button variant="secondary">Not now</Button>
        <Button>Claim bonus</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Bonus rules' });
    await settle(canvasElement);
    // Focus is trapped: tabbing past the last action wraps to the close button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Claim bonus' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', description: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Bonus rules' });
    await settle(canvasElement);
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LargeWithLongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms and conditions',
    description: undefined,
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            {i + 1}. Promotions are open to registered players only. The operator may change or end any promotion.
          </p>
        ))}
      </>
    ),
    footer: <Button>I agree</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Terms and conditions' });
    await settle(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    // The dialog never exceeds the viewport; the footer stays reachable without scrolling the page.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(view?.innerHeight ?? Infinity);
    await expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
  },
  render: (args) => (
    <RtlScope>
      <Dialog {...args} />
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Bonus rules' });
    await settle(canvasElement);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
