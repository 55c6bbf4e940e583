import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/vars';
import { Button } from '../Button';
import { isRtl, RtlScope, settle } from '../Portal/storyHelpers';
import { Menu, type MenuEntry } from './Menu';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const countBadge = (count: number) => (
  <span
    style={{
      display: 'inline-block',
      minInlineSize: '1.25rem',
      paddingInline: vars.space[1],
      borderRadius: vars.radius.pill,
      background: vars.badge.bg,
      color: vars.badge.text,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      lineHeight: 1.6,
      textAlign: 'center',
    }}
  >
    {count}
  </span>
);

const onDeposit = fn();
const onLogout = fn();

const items: MenuEntry[] = [
  { key: 'deposit', label: 'Deposit', icon: <Icon d="M12 5v14M5 12h14" />, onSelect: onDeposit },
  { key: 'withdraw', label: 'Withdraw', icon: <Icon d="M5 12h14" />, disabled: true },
  {
    key: 'messages',
    label: 'Messages',
    icon: <Icon d="M4 6h16v12H4zM4 6l8 7 8-7" />,
    href: '/account/messages',
    badge: countBadge(3),
  },
  {
    key: 'history',
    label: 'Betting history',
    icon: <Icon d="M12 7v5l3 3M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0" />,
    href: '/account/history',
  },
  { type: 'separator', key: 'separator' },
  {
    key: 'logout',
    label: 'Log out',
    icon: <Icon d="M15 12H4M8 8l-4 4 4 4M14 4h6v16h-6" />,
    danger: true,
    onSelect: onLogout,
  },
];

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Account</Button>,
    items,
    label: 'Account menu',
    onOpenChange: fn(),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    trigger: { control: false },
    items: { control: false },
  },
  beforeEach: () => {
    onDeposit.mockClear();
    onLogout.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account menu' });
    await settle(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();

    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Messages 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectAnItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account menu' });
    await settle(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account menu' });
    await settle(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Betting history' })).toHaveAttribute(
      'href',
      '/account/history',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AlignedToTheEnd: Story = {
  args: { defaultOpen: true, align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingInline: 32 }}>
      <Menu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account menu' });
    await settle(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    // The inline end: the right edges line up, or the left ones in right-to-left.
    const end = isRtl(canvasElement) ? 'left' : 'right';
    await waitFor(() =>
      expect(Math.round(menu.getBoundingClientRect()[end])).toBe(Math.round(trigger.getBoundingClientRect()[end])),
    );
  },
};

/** `align="start"` follows the inline start: the menu lines up with the trigger's right edge. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <RtlScope>
      <div style={{ paddingInline: 32 }}>
        <Menu {...args} />
      </div>
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account menu' });
    await settle(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await waitFor(() =>
      expect(Math.round(menu.getBoundingClientRect().right)).toBe(Math.round(trigger.getBoundingClientRect().right)),
    );
  },
};
