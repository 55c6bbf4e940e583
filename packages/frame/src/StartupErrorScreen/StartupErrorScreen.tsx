import { Button, OfflineIcon, StatusScreen } from '@lobby/design-system';

export interface StartupErrorScreenProps {
  logoSrc: string;
  brandName: string;
  title: string;
  /** 'Network link is abnormal, please try again', or the error's own message. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Shows the retry in progress. */
  retrying?: boolean;
}

/**
 * Shown when the start-up could not reach the platform: never a blank page. Takes plain strings so it also works
 * when the language catalogue itself failed to load.
 */
export function StartupErrorScreen({
  logoSrc,
  brandName,
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
}: StartupErrorScreenProps) {
  return (
    <StatusScreen
      logo={{ src: logoSrc, alt: brandName }}
      icon={<OfflineIcon />}
      title={title}
      message={message}
      alert
      actions={
        <Button onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    />
  );
}
