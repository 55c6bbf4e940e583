import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/vars';
import { Button } from '../Button';
import { isRtl, RtlScope, settle } from '../Portal/storyHelpers';
import { Drawer } from './Drawer';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Distance of the drawer from the left and right edges of the viewport, in CSS pixels. */
function edges(drawer: HTMLElement) {
  const rect = drawer.getBoundingClientRect();
  const width = drawer.ownerDocument.documentElement.clientWidth;
  return { left: Math.round(rect.left), right: Math.round(width - rect.right) };
}

const links = ['Home', 'Slots', 'Live casino', 'Promotions', 'Deposit'];

const menu = (
  <nav aria-label="Main">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((label) => (
        <li key={label}>
          <a
            href={`/${label.toLowerCase().replace(' ', '-')}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              minBlockSize: vars.size.controlMd,
              paddingInline: vars.space[2],
              color: vars.color.link,
            }}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Design System/Drawer',
  component: Drawer,
  args: {
    title: 'Main menu',
    closeLabel: 'Close menu',
    trigger: <Button variant="secondary">Menu</Button>,
    onOpenChange: fn(),
    children: menu,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['start', 'end'] },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Main menu' });
    await settle(canvasElement);
    // The inline start: the left edge, or the right one in right-to-left.
    await waitFor(() => expect(edges(drawer)[isRtl(canvasElement) ? 'right' : 'left']).toBe(0));
    await expect(within(drawer).getByRole('link', { name: 'Slots' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const OpenWithHiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Main menu' });
    await settle(canvasElement);
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const FromTheEnd: Story = {
  args: { defaultOpen: true, side: 'end' },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Main menu' });
    await settle(canvasElement);
    await waitFor(() => expect(edges(drawer)[isRtl(canvasElement) ? 'left' : 'right']).toBe(0));
  },
};

/** The inline start is the right edge in right-to-left, and the drawer slides in from there. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <RtlScope>
      <Drawer {...args} />
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Main menu' });
    await settle(canvasElement);
    await waitFor(() => expect(edges(drawer).right).toBe(0));
  },
};
