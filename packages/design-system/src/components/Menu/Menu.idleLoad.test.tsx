// The menu's code arriving while the page is idle (this file never preloads it): focus stays on the trigger.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Menu } from './Menu';

describe('Menu whose code loads while idle', () => {
  it('keeps focus on the trigger when the loaded trigger replaces the stand-in', async () => {
    render(<Menu trigger={<Button>Account</Button>} items={[{ key: 'deposit', label: 'Deposit' }]} label="Account" />);
    const standIn = screen.getByRole('button', { name: 'Account' });
    standIn.focus();
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
  });
});
