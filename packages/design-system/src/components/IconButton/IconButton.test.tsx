import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

const icon = <svg data-testid="icon" viewBox="0 0 20 20" />;

describe('IconButton', () => {
  it('is named by its label alone, shows it as a tooltip and draws the icon', () => {
    render(<IconButton label="Close" icon={<span data-testid="icon">×</span>} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    expect(within(button).getByTestId('icon')).toBeVisible();
  });

  it('calls onClick from the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Open menu" icon={icon} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('stays focusable but ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Search" icon={icon} disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Search' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its name, announces busy and ignores presses while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Refresh balance" icon={icon} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes toggle state through for pressed-style buttons', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Favourite" icon={icon} aria-pressed="true" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Favourite', pressed: true }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
