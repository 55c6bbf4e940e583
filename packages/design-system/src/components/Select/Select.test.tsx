import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme';
import { Select, type SelectOption } from './Select';

const currencies: SelectOption[] = [
  { value: 'USD', label: 'US dollar' },
  { value: 'EUR', label: 'Euro' },
  { value: 'VND', label: 'Vietnamese dong', disabled: true },
  { value: 'THB', label: 'Thai baht' },
];

describe('Select', () => {
  it('is a combobox named by its label that shows the placeholder until a choice', () => {
    render(<Select label="Currency" options={currencies} placeholder="Choose a currency" />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent('Choose a currency');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, moves past disabled options and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Currency" options={currencies} defaultValue="EUR" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    await user.tab();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Euro' })).toHaveFocus();
    expect(within(listbox).getByRole('option', { name: 'Vietnamese dong' })).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'Thai baht' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('THB');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Thai baht');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Currency" options={currencies} defaultValue="USD" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('US dollar');
    expect(trigger).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('USD');
      return (
        <>
          <Select label="Currency" options={currencies} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByRole('option', { name: 'Euro' }));
    expect(screen.getByRole('status')).toHaveTextContent('EUR');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Euro');
  });

  it('reads hint and error with the trigger and marks it invalid and required', () => {
    render(
      <Select
        label="Currency"
        options={currencies}
        hint="Cannot be changed later"
        error="Choose a currency"
        required
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Cannot be changed later Choose a currency');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Currency" options={currencies} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value by name inside a form', () => {
    render(
      <form aria-label="Profile">
        <Select label="Currency" name="currency" options={currencies} defaultValue="EUR" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement;
    expect(new FormData(form).get('currency')).toBe('EUR');
  });

  it('keeps its list inside an element-scoped theme so the brand variables still apply', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider brand="acme" dir="rtl" lang="ar" scope="element">
        <Select label="Currency" options={currencies} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const listbox = screen.getByRole('listbox');
    // The theme scope is a bare attribute box with no role to query it by.
    // eslint-disable-next-line testing-library/no-node-access
    expect(listbox.closest('[data-brand="acme"]')).not.toBeNull();
    // eslint-disable-next-line testing-library/no-node-access
    expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
