import { Button, FormAlert } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { Actions } from '../common/page.styles';
import { recordRangeMessages as m } from './RecordRange.messages';

/** A record that could not be loaded: what went wrong and a retry of the same filters. */
export function RecordFailure({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <>
      <FormAlert>
        {message} {detail}
      </FormAlert>
      <Actions>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    </>
  );
}
