import { Button } from '@lobby/design-system';
import {
  ScreenCard,
  ScreenIcon,
  ScreenLogo,
  ScreenMain,
  ScreenText,
  ScreenTitle,
} from '../statusScreen/StatusScreen.styles';

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

const OfflineIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" strokeLinecap="round" />
    <circle cx="12" cy="19" r="1.25" fill="currentColor" stroke="none" />
    <path d="m3 3 18 18" strokeLinecap="round" />
  </svg>
);

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
    <ScreenMain>
      <ScreenCard>
        <ScreenLogo src={logoSrc} alt={brandName} width={192} height={40} />
        <ScreenIcon>
          <OfflineIcon />
        </ScreenIcon>
        <ScreenTitle>{title}</ScreenTitle>
        <ScreenText role="alert">{message}</ScreenText>
        <Button onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </ScreenCard>
    </ScreenMain>
  );
}
