import { Button } from '@lobby/design-system';
import { Row } from './section.styles';

/** A part of a page that could not be loaded: says so, with a way to try again. */
export function SectionError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Row role="alert">
      {message}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Row>
  );
}
