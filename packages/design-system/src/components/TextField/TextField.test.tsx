import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its visible label and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.click(screen.getByText('Username'));
    expect(input).toHaveFocus();
    await user.keyboard('player1');
    expect(input).toHaveValue('player1');
  });

  it('reads the hint with the field and keeps a caller id', () => {
    render(<TextField id="user" label="Username" hint="4 to 16 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'user');
    expect(input).toHaveAccessibleDescription('4 to 16 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error invalid and reads it after the hint, without interrupting as an alert', () => {
    render(<TextField label="Username" hint="4 to 16 letters" error="This username is taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('4 to 16 letters This username is taken');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a required marker and says required without the browser bubble', () => {
    render(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes native input props and forwards its ref to the input, as register() needs', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField
        ref={ref}
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={4}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'mobile');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(input, '0912345');
    expect(input).toHaveValue('0912');
    expect(onChange).toHaveBeenCalledTimes(4);
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Code" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />;
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab1');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('AB1');
  });

  it('reveals and hides a password with a toggle whose name stays and whose state is pressed', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="s3cret" showPasswordLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password', pressed: false });
    expect(input).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no unnamed toggle when the password field has no toggle label', () => {
    render(<TextField label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the prefix before the input and the suffix after it, so they sit at the inline start and end', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <div dir="rtl">
        <TextField
          label="Mobile number"
          prefix={
            <button type="button" onClick={onPick} aria-label="Country code +84">
              +84
            </button>
          }
          suffix={<span>SMS</span>}
        />
      </div>,
    );
    const picker = screen.getByRole('button', { name: 'Country code +84' });
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    const suffix = screen.getByText('SMS');
    expect(picker.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(suffix) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(picker);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('is skipped by the keyboard and refuses typing when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Referral code" disabled />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Referral code' });
    expect(input).not.toHaveFocus();
    expect(input).toBeDisabled();
  });
});
