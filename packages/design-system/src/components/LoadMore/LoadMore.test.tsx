import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, type LoadMoreLabels } from './LoadMore';

const labels: LoadMoreLabels = { more: 'Load more games', loading: 'Loading more games', end: "That's all the games" };

describe('LoadMore', () => {
  it('asks for more when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces loading, ignores presses meanwhile and keeps focus on the button', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Load more games' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    rerender(<LoadMore hasMore loading onLoadMore={onLoadMore} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more games');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();

    rerender(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Load more games' })).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a page failed, tries again with the same button, and says nothing while it loads', async () => {
    const onLoadMore = vi.fn();
    const failing = { ...labels, failed: 'Network link is abnormal, please try again', retry: 'Try again' };
    const { rerender } = render(<LoadMore hasMore loading={false} failed onLoadMore={onLoadMore} labels={failing} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledOnce();

    rerender(<LoadMore hasMore loading failed onLoadMore={onLoadMore} labels={failing} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more games');
    rerender(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} labels={failing} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more games' })).toBeEnabled();
  });

  it('shows the end message instead of the button once everything is loaded', () => {
    render(<LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} labels={labels} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText("That's all the games")).toBeVisible();
  });

  it('shows nothing at the end without an end message', () => {
    render(<LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} labels={{ ...labels, end: undefined }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText("That's all the games")).not.toBeInTheDocument();
  });

  it('moves focus to the end message when the last page arrives, not to the page', async () => {
    const { rerender } = render(<LoadMore hasMore loading={false} onLoadMore={vi.fn()} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    rerender(<LoadMore hasMore loading onLoadMore={vi.fn()} labels={labels} />);
    rerender(<LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} labels={labels} />);
    expect(screen.getByText("That's all the games")).toHaveFocus();
  });

  it('keeps focus in place without an end message', async () => {
    const noEnd = { ...labels, end: undefined };
    const { rerender } = render(<LoadMore hasMore loading={false} onLoadMore={vi.fn()} labels={noEnd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    rerender(<LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} labels={noEnd} />);
    expect(document.body).not.toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveFocus();
  });

  it('leaves focus alone when the user was elsewhere', () => {
    const { rerender } = render(
      <>
        <input aria-label="Search" />
        <LoadMore hasMore loading={false} onLoadMore={vi.fn()} labels={labels} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    rerender(
      <>
        <input aria-label="Search" />
        <LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} labels={labels} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('hands its button to a ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<LoadMore ref={ref} hasMore loading={false} onLoadMore={vi.fn()} labels={labels} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Load more games' }));
  });
});
