import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination, type PaginationLabels } from './Pagination';
import { paginationRange } from './paginationRange';

const labels: PaginationLabels = {
  previous: 'Previous page',
  next: 'Next page',
  page: (n) => `Page ${n}`,
  nav: 'Pages',
};

function Paged({ initial = 1, total = 20, onPageChange = vi.fn() }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      totalPages={total}
      labels={labels}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.getAttribute('aria-label'));

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(paginationRange(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap-start', 19, 20]);
  });

  it('shows a single skipped page rather than an ellipsis', () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('treats a page out of range as the nearest end', () => {
    expect(paginationRange(99, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationRange(0, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the current page marked', () => {
    render(<Pagination page={3} totalPages={8} labels={labels} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(pageButtons()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 8']);
  });

  it('goes to the pressed page, and ignores the current one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={8} labels={labels} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenCalledWith(8);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('steps with previous and next, and keeps focus on the pressed button', async () => {
    const onPageChange = vi.fn();
    render(<Paged initial={10} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    expect(screen.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
    expect(next).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('keeps focus on a page button as the window of pages moves', async () => {
    render(<Paged initial={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 11' }));
    expect(pageButtons()).toEqual(['Page 1', 'Page 10', 'Page 11', 'Page 12', 'Page 20']);
    expect(screen.getByRole('button', { name: 'Page 11' })).toHaveFocus();
  });

  it('marks previous disabled on the first page and next on the last, without losing focus', async () => {
    const onPageChange = vi.fn();
    render(<Paged initial={2} total={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    await userEvent.click(previous);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveFocus();
    await userEvent.click(previous);
    expect(onPageChange).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(onPageChange.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('writes page numbers the way it is told', () => {
    const arabic = new Intl.NumberFormat('ar-EG');
    render(<Pagination page={2} totalPages={3} labels={labels} onPageChange={vi.fn()} formatNumber={arabic.format} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveTextContent('٢');
  });

  it('is absent when there is only one page', () => {
    render(<Pagination page={1} totalPages={1} labels={labels} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
