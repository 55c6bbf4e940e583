import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows the count and gives assistive technology the label instead of the bare number', () => {
    render(<Badge count={3} label="3 unread messages" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
  });

  it('shows nothing at zero', () => {
    const { container } = render(<Badge count={0} label="No unread messages" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('No unread messages')).not.toBeInTheDocument();
  });

  it('caps the number at max', () => {
    const { rerender } = render(<Badge count={150} label="150 unread" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={12} max={9} label="12 unread" />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    rerender(<Badge count={99} label="99 unread" />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('shows a dot with no number, hidden only when a count of 0 is given', () => {
    const { rerender } = render(<Badge dot label="New games" />);
    expect(screen.getByText('New games')).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).not.toBeInTheDocument();
    rerender(<Badge dot count={0} label="New games" />);
    expect(screen.queryByText('New games')).not.toBeInTheDocument();
  });

  it('writes digits in the reader’s script', () => {
    render(
      <ThemeProvider brand="acme" dir="rtl" lang="ar-EG" scope="element">
        <Badge count={5} label="5 unread messages" />
      </ThemeProvider>,
    );
    expect(screen.getByText('٥')).toBeInTheDocument();
  });

  it('sits on a control that keeps working and can read the badge on focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Badge count={3} label="3 unread messages" id="inbox-badge">
        <IconButton label="Messages" icon={<svg />} aria-describedby="inbox-badge" onClick={onClick} />
      </Badge>,
    );
    const button = screen.getByRole('button', { name: 'Messages' });
    expect(button).toHaveAccessibleDescription('3 unread messages');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves the control alone when the count drops to zero', () => {
    render(
      <Badge count={0} label="No unread messages">
        <IconButton label="Messages" icon={<svg />} />
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText('No unread messages')).not.toBeInTheDocument();
  });
});
