import { Button, EmptyState, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { contentStatusMessages as m } from './ContentStatus.messages';
import { Problem, Waiting } from './ContentStatus.styles';

/** What the platform's content is called in the words of a status. */
export type ContentKind = 'help' | 'notices';

export interface ContentStatusProps {
  /** Loading (a spinner that says so), failed (the message and a retry) or empty (there is nothing to show). */
  state: 'loading' | 'error' | 'empty';
  kind: ContentKind;
  /** Asks the platform again (the failed state's button). */
  onRetry?: () => void;
}

const words = {
  help: { loading: m.helpLoading, error: m.helpFailed, empty: m.helpEmpty },
  notices: { loading: m.noticesLoading, error: m.noticesFailed, empty: m.noticesEmpty },
} as const;

/**
 * Stands in for a piece of platform content (the help centre, the notices) that is on its way, could not be loaded
 * or has nothing in it. A failure is announced (`role="alert"`) and offers to try again.
 */
export function ContentStatus({ state, kind, onRetry }: ContentStatusProps) {
  const intl = useIntl();
  const text = intl.formatMessage(words[kind][state]);
  if (state === 'loading') {
    return (
      <Waiting aria-busy="true">
        <Spinner label={text} />
      </Waiting>
    );
  }
  if (state === 'empty') return <EmptyState titleAs="p" title={text} />;
  return (
    <Problem role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      )}
    </Problem>
  );
}
