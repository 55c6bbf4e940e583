import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is named by its visible label and takes several lines', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Your message" />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    await user.click(screen.getByText('Your message'));
    expect(area).toHaveFocus();
    await user.keyboard('First line{Enter}second line');
    expect(area).toHaveValue('First line\nsecond line');
  });

  it('reads the hint and then the error with the field, marked invalid, not as an alert', () => {
    render(<TextArea label="Your message" hint="12 / 140 characters" error="Write at least 10 characters." />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('12 / 140 characters Write at least 10 characters.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says required without the browser bubble, and hands its ref to the form library', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Your message" required />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).not.toHaveAttribute('required');
    expect(ref.current).toBe(area);
  });
});
