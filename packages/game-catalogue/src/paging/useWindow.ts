import { useState } from 'react';

/** Which items of a row show, `size` at a time, with steps back and forward (vendor tabs, hot matches). */
export interface ItemWindow {
  /** Index of the first item shown. */
  first: number;
  /** More items than fit: the row offers arrows. */
  paged: boolean;
  canBack: boolean;
  canForward: boolean;
  back: () => void;
  forward: () => void;
  /** Moves the window to the one holding `index`, unless that item already shows. */
  reveal: (index: number) => void;
  /** The items that show, from a list of `total`. */
  slice: <T>(items: readonly T[]) => T[];
}

export function useWindow(total: number, size: number, startAt = 0): ItemWindow {
  const windowOf = (index: number) => Math.floor(Math.max(index, 0) / size) * size;
  const [first, setFirst] = useState(() => windowOf(startAt));
  // A shorter list (new data) never leaves the window past its end.
  const start = first < total ? first : windowOf(total - 1);
  const paged = total > size;
  return {
    first: start,
    paged,
    canBack: start > 0,
    canForward: start + size < total,
    back: () => setFirst(Math.max(0, start - size)),
    forward: () => setFirst(Math.min(windowOf(total - 1), start + size)),
    reveal: (index) => {
      if (index >= 0 && (index < start || index >= start + size)) setFirst(windowOf(index));
    },
    slice: (items) => (paged ? items.slice(start, start + size) : [...items]),
  };
}
