import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is missing under a heading, with a way forward', async () => {
    const onClear = vi.fn();
    render(
      <EmptyState
        icon={<svg />}
        title="No games found"
        description="Try another name or clear the filters."
        action={
          <button type="button" onClick={onClear}>
            Clear filters
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('Try another name or clear the filters.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('keeps the icon away from assistive technology', () => {
    render(<EmptyState icon={<img src="/empty.svg" alt="Empty box" />} title="No records" />);
    expect(screen.queryByRole('img', { name: 'Empty box' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No records' })).toBeInTheDocument();
  });

  it('takes the heading level of its place, or none', () => {
    const { rerender } = render(<EmptyState title="Coming soon" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Coming soon' })).toBeInTheDocument();
    rerender(<EmptyState title="Coming soon" titleAs="p" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeVisible();
  });

  it('can announce itself when it replaces results', () => {
    render(<EmptyState role="status" title="No games found" />);
    expect(screen.getByRole('status')).toHaveTextContent('No games found');
  });
});
