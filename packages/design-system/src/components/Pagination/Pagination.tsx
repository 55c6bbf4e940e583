import { forwardRef, type HTMLAttributes } from 'react';
import { useTheme } from '../../theme';
import { Button } from '../Button';
import { ChevronEnd as ChevronRight, ChevronStart as ChevronLeft } from '../Icons';
import { Gap, Nav, PageButton, PageNumber, Pages } from './Pagination.styles';
import { paginationRange } from './paginationRange';

export interface PaginationLabels {
  previous: string;
  next: string;
  /**
   * A page button's name ("Page 3"). Keep the number in it, written as `formatNumber` writes it, since the number is
   * what the button shows (WCAG 2.5.3, label in name).
   */
  page: (page: number) => string;
  /** The navigation landmark's name ("Pages"). */
  nav: string;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label' | 'onChange'> {
  /** The current page, counted from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** How a page number is written (locale digits); plain Western digits when absent. */
  formatNumber?: (n: number) => string;
}

/**
 * Page buttons with previous and next: the first, the last and the pages around the current one, gaps elsewhere.
 * Previous and next stay focusable at the ends (marked disabled) so focus is not lost while paging.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, totalPages, onPageChange, labels, formatNumber = String, ...rest },
  ref,
) {
  const { dir } = useTheme();
  if (totalPages <= 1) return null;

  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  // Arrows point the way the pages run: previous is on the right in right-to-left.
  const PreviousIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;

  return (
    <Nav ref={ref} aria-label={labels.nav} {...rest}>
      <Pages>
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label={labels.previous}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <PreviousIcon />
          </Button>
        </li>
        {paginationRange(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            // Keyed by number, so the button a user pressed keeps focus when the window of pages moves.
            <li key={item}>
              <PageButton
                variant={item === current ? 'primary' : 'ghost'}
                size="sm"
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                <PageNumber>{formatNumber(item)}</PageNumber>
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label={labels.next}
            disabled={current === totalPages}
            onClick={() => go(current + 1)}
          >
            <NextIcon />
          </Button>
        </li>
      </Pages>
    </Nav>
  );
});
