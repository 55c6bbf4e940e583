import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('shows its content under a heading of the chosen level', () => {
    render(
      <Card heading="Hot games" headingLevel={3} actions={<a href="/hot">More</a>}>
        <p>Mahjong Ways</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/hot');
    expect(screen.getByText('Mahjong Ways')).toBeVisible();
  });

  it('defaults to a second-level heading and has none without a heading', () => {
    const { rerender } = render(<Card heading="Wallet">Balance</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    rerender(<Card>Balance</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Balance')).toBeVisible();
  });

  it('passes attributes through, so it can be a named region when a page needs one', () => {
    render(
      <Card role="region" aria-label="Account summary">
        Balance
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Account summary' })).toHaveTextContent('Balance');
  });
});
