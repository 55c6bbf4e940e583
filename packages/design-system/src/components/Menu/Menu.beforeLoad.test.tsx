// The menu before its code has loaded (this file never preloads it): the trigger stands alone and still works.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Menu } from './Menu';

describe('Menu before its code has loaded', () => {
  it('shows the trigger as a closed menu button; pressing it loads the menu and opens it', async () => {
    const onSelect = vi.fn();
    render(
      <Menu
        trigger={<Button>Account</Button>}
        items={[{ key: 'deposit', label: 'Deposit', onSelect }]}
        label="Account menu"
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(standIn);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
