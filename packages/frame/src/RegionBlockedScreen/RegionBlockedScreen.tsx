import { Button } from '@lobby/design-system';
import { FormattedMessage } from '@lobby/i18n/react';
import {
  ScreenCard,
  ScreenDetail,
  ScreenIcon,
  ScreenLogo,
  ScreenMain,
  ScreenText,
  ScreenTitle,
} from '../statusScreen/StatusScreen.styles';
import { regionBlockedMessages as m } from './RegionBlockedScreen.messages';

export interface RegionBlockedScreenProps {
  logoSrc: string;
  brandName: string;
  /** The visitor's address as the platform saw it. */
  ip?: string | null;
  /** Opens customer service; the button shows only when there is a customer-service link. */
  onContact?: (() => void) | undefined;
}

const GlobeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M5.6 5.6l12.8 12.8" />
  </svg>
);

/** The site is not offered where the visitor is (status 2): their IP, why, and a way to reach support. */
export function RegionBlockedScreen({ logoSrc, brandName, ip, onContact }: RegionBlockedScreenProps) {
  return (
    <ScreenMain>
      <ScreenCard>
        <ScreenLogo src={logoSrc} alt={brandName} width={192} height={40} />
        <ScreenIcon>
          <GlobeIcon />
        </ScreenIcon>
        <ScreenTitle>
          <FormattedMessage {...m.title} />
        </ScreenTitle>
        <ScreenText>
          <FormattedMessage {...m.message} />
        </ScreenText>
        {ip && (
          <ScreenDetail>
            {/* An address reads left to right in every language: isolate it (LRI ... PDI) inside the sentence. */}
            <FormattedMessage {...m.ip} values={{ ip: `\u2066${ip}\u2069` }} />
          </ScreenDetail>
        )}
        {onContact && (
          <Button onClick={onContact}>
            <FormattedMessage {...m.contact} />
          </Button>
        )}
      </ScreenCard>
    </ScreenMain>
  );
}
