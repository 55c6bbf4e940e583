import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** What a section needs of a query: its answer (or failure) and a retry. */
export type DeferredQuery<TData> = { refetch: () => unknown } & (
  | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: TData | undefined }
  | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: TData }
);

/**
 * `useQuery` for a section that renders a list from the answer (rows of game cards, a board of winners). The answer
 * arrives as an urgent update, and rendering dozens of cards in one would be one long task, during which a phone
 * neither paints nor answers a tap. Here the answer reaches the section as a transition instead, which React
 * renders in slices; until then the section shows what it showed (its placeholder). Status and data move together.
 */
export function useDeferredQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): DeferredQuery<TData> {
  const query = useQuery(options);
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  const { refetch } = query;
  if (status === 'success' && data !== undefined) {
    return { status, isPending: false, isError: false, isSuccess: true, data, refetch };
  }
  if (status === 'error') return { status, isPending: false, isError: true, isSuccess: false, data, refetch };
  return { status: 'pending', isPending: true, isError: false, isSuccess: false, data: undefined, refetch };
}
