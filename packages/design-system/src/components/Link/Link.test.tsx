import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href that opens in the same tab by default', () => {
    render(<Link href="/promotions">Promotions</Link>);
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('href', '/promotions');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens an external link in a new tab, safely, and says so in its name', () => {
    render(
      <Link href="https://example.org/responsible-gaming" external externalLabel="(opens in a new tab)">
        Responsible gaming
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Responsible gaming (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a caller rel alongside the safe one', () => {
    render(
      <Link href="https://example.org" external externalLabel="(opens in a new tab)" rel="nofollow noopener">
        Partner
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('passes clicks and other anchor props through', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/help" onClick={onClick} aria-current="page">
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is reached with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Link href="/faq">FAQ</Link>);
    await user.tab();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
  });
});
