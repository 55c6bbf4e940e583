import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, type CheckedState } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from the box, the label and the Space key', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    box.blur();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows the link in its label without toggling', async () => {
    const user = userEvent.setup();
    const onTerms = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Checkbox
        label={
          <>
            I am over 18 and accept the{' '}
            <a href="#terms" onClick={onTerms}>
              terms
            </a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    await user.click(screen.getByRole('link', { name: 'terms' }));
    expect(onTerms).toHaveBeenCalledOnce();
    expect(box).not.toBeChecked();
  });

  it('works controlled, including the mixed state', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate');
      return <Checkbox label="All providers" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'All providers' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('starts mixed when uncontrolled, and stays as the player left it after a re-render', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Checkbox label="All providers" defaultChecked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'All providers' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    rerender(<Checkbox label="All providers" defaultChecked="indeterminate" />);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('reads its error, and marks itself invalid and required', () => {
    render(<Checkbox label="I accept the terms" required error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  });

  it('ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Newsletter" disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits its value by name inside a form when checked', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Register">
        <Checkbox label="Newsletter" name="newsletter" value="yes" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Register' }) as HTMLFormElement;
    expect(new FormData(form).get('newsletter')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(new FormData(form).get('newsletter')).toBe('yes');
  });
});
