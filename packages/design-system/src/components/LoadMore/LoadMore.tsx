import { forwardRef, useCallback, useLayoutEffect, useRef, type ForwardedRef, type HTMLAttributes } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { End, Failure, Root } from './LoadMore.styles';

export interface LoadMoreLabels {
  /** The button ("Load more games"). */
  more: string;
  /** Announced while the next page loads ("Loading more games"). */
  loading: string;
  /** Shown when everything is loaded ("That's all the games"); nothing is shown without it. */
  end?: string;
  /** Said when the last page failed to load ("Network link is abnormal, please try again"). */
  failed?: string;
  /** The button after a failure ("Try again"); `more` without it. */
  retry?: string;
}

export interface LoadMoreProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  hasMore: boolean;
  loading: boolean;
  /** The last page failed to load: says so (`labels.failed`) above the button, which tries again. */
  failed?: boolean;
  onLoadMore: () => void;
  labels: LoadMoreLabels;
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The "load more" button under a list. It stays the same button while it loads, so focus stays on it, and it
 * announces loading politely. When the last page arrives and the button goes, focus moves to the end message
 * (or the block itself) rather than dropping to the page. A page that failed is said as an alert, the list above it
 * kept, and the same button tries again.
 */
export const LoadMore = forwardRef<HTMLButtonElement, LoadMoreProps>(function LoadMore(
  { hasMore, loading, failed = false, onLoadMore, labels, ...rest },
  ref,
) {
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const buttonHadFocus = useRef(false);

  const setButton = useCallback(
    (node: HTMLButtonElement | null) => {
      // The button is about to go: remember whether the user was on it, before the browser forgets.
      if (!node) buttonHadFocus.current = buttonRef.current !== null && buttonRef.current === document.activeElement;
      buttonRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useLayoutEffect(() => {
    if (hasMore || !buttonHadFocus.current) return;
    buttonHadFocus.current = false;
    (endRef.current ?? rootRef.current)?.focus();
  }, [hasMore]);

  const showFailure = hasMore && failed && !loading;
  return (
    <Root ref={rootRef} tabIndex={hasMore || labels.end ? undefined : -1} {...rest}>
      {showFailure && labels.failed && <Failure role="alert">{labels.failed}</Failure>}
      {hasMore ? (
        <Button ref={setButton} variant="secondary" loading={loading} onClick={onLoadMore}>
          {showFailure ? (labels.retry ?? labels.more) : labels.more}
        </Button>
      ) : (
        labels.end && (
          <End ref={endRef} tabIndex={-1}>
            {labels.end}
          </End>
        )
      )}
      {/* Always present, so the polite announcement is heard when its text changes. */}
      <VisuallyHidden role="status">{loading ? labels.loading : ''}</VisuallyHidden>
    </Root>
  );
});
