import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * The click handler of a button that stays focusable while disabled or busy (`aria-disabled`): an inert button's
 * click is cancelled (a submit does not submit) and `onClick` is not called.
 */
export function inertClick<E extends HTMLElement>(
  inert: boolean,
  onClick: MouseEventHandler<E> | undefined,
): MouseEventHandler<E> {
  return (event: MouseEvent<E>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}
