import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology, which hears only that its container is busy', () => {
    render(
      <section aria-label="Hot games" aria-busy="true">
        <Skeleton data-testid="image" />
        <Skeleton data-testid="title" shape="text" />
        <Skeleton data-testid="avatar" shape="circle" />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    for (const id of ['image', 'title', 'avatar']) {
      expect(screen.getByTestId(id)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(region).toHaveTextContent('');
  });

  it('takes the size the caller gives it', () => {
    render(<Skeleton data-testid="block" inlineSize="12rem" blockSize="8rem" />);
    expect(screen.getByTestId('block')).toHaveStyle({ inlineSize: '12rem', blockSize: '8rem' });
  });

  it('stays round: a circle takes an inline size only', () => {
    render(<Skeleton data-testid="block" shape="circle" inlineSize="4rem" blockSize="2rem" />);
    const block = screen.getByTestId('block');
    expect(block).toHaveStyle({ inlineSize: '4rem' });
    expect(block).not.toHaveStyle({ blockSize: '2rem' });
  });
});
