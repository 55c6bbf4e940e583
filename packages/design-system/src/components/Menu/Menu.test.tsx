import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Menu, type MenuEntry } from './Menu';
import { preloadOverlays } from '../../internal/preloadOverlays';

// The deferred loading itself is tested in internal/deferredPart.test.tsx.
beforeAll(preloadOverlays);

function renderMenu(overrides: { onDeposit?: () => void; onLogout?: () => void } = {}) {
  const items: MenuEntry[] = [
    { key: 'deposit', label: 'Deposit', onSelect: overrides.onDeposit },
    { key: 'withdraw', label: 'Withdraw', disabled: true },
    { key: 'messages', label: 'Messages', href: '#messages', badge: <span>3</span> },
    { key: 'history', label: 'Betting history', href: '#history' },
    { type: 'separator', key: 'sep' },
    { key: 'logout', label: 'Log out', danger: true, onSelect: overrides.onLogout },
  ];
  return render(<Menu trigger={<Button>Account</Button>} items={items} label="Account menu" />);
}

describe('Menu', () => {
  it('opens from the keyboard as a labelled menu with the first item focused', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
  });

  it('moves with arrows, Home, End and typeahead, skipping disabled items', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Messages 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('b');
    expect(screen.getByRole('menuitem', { name: 'Betting history' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('calls onSelect, closes and returns focus to the trigger', async () => {
    const onLogout = vi.fn();
    renderMenu({ onLogout });
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('renders items with href as links and never calls a disabled item', async () => {
    const onDeposit = vi.fn();
    renderMenu({ onDeposit });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menuitem', { name: 'Betting history' })).toHaveAttribute('href', '#history');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Withdraw' }));
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onDeposit).not.toHaveBeenCalled();
  });
});
