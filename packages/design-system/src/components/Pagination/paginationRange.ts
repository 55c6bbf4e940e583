/** A page number, or a gap standing for the pages left out before or after the current ones. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages worth a button: the first, the last and the current one with its neighbours. A gap that would hide a
 * single page shows that page instead, since a number is as short as an ellipsis and more useful.
 */
export function paginationRange(page: number, totalPages: number): PaginationItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.max(current - 1, 1);
  const end = Math.min(current + 1, totalPages);
  const items: PaginationItem[] = [];

  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('gap-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}
