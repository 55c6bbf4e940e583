import { Button, FormAlert } from '@lobby/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { Actions } from './page.styles';

/**
 * A page's answer that did not load: the page's sentence as an alert and a button that asks again, busy while it
 * does. What the player chose (a period, a filter) stays with the page, so the retry asks the same.
 */
export function LoadFailed({
  query,
  message,
  retry,
}: {
  query: Pick<UseQueryResult, 'isFetching' | 'refetch'>;
  message: string;
  retry: string;
}) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <Actions>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </Actions>
    </>
  );
}
