import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `callback`: for handlers passed to
 * memoised children, whose props would otherwise change on every render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
