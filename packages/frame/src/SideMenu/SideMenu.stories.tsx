import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../storybook/storyKit';
import { SideMenu } from './SideMenu';

const onDeposit = fn();

const meta = {
  title: 'Frame/SideMenu',
  component: SideMenu,
  decorators: [withRouter, (Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
  args: {
    label: 'Side menu',
    sections: [
      {
        key: 'explore',
        title: 'Explore',
        items: [
          { key: 'promotions', label: 'Promotions', to: '/promotions' },
          { key: 'rewards', label: 'Rewards', to: '/rewards' },
          { key: 'download', label: 'App download', to: '/down' },
          { key: 'help', label: 'Help and FAQ', to: '/help' },
        ],
      },
      {
        key: 'account',
        title: 'My account',
        items: [
          { key: 'deposit', label: 'Deposit', onSelect: onDeposit },
          { key: 'withdraw', label: 'Withdraw', onSelect: fn() },
          { key: 'referral', label: 'Invite friends', onSelect: fn() },
        ],
      },
    ],
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Side menu' }));
    await expect(nav.getByRole('link', { name: 'Help and FAQ' })).toHaveAttribute('href', '/help');
    await expect(nav.getByRole('heading', { name: 'My account' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Deposit' }));
    await expect(onDeposit).toHaveBeenCalled();
  },
};
