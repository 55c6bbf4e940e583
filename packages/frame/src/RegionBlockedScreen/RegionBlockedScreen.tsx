import { Button, GlobeBlockedIcon, StatusScreen } from '@lobby/design-system';
import { FormattedMessage } from '@lobby/i18n/react';
import { regionBlockedMessages as m } from './RegionBlockedScreen.messages';

export interface RegionBlockedScreenProps {
  logoSrc: string;
  brandName: string;
  /** The visitor's address as the platform saw it. */
  ip?: string | null;
  /** Opens customer service; the button shows only when there is a customer-service link. */
  onContact?: (() => void) | undefined;
}

/** The site is not offered where the visitor is (status 2): their IP, why, and a way to reach support. */
export function RegionBlockedScreen({ logoSrc, brandName, ip, onContact }: RegionBlockedScreenProps) {
  return (
    <StatusScreen
      logo={{ src: logoSrc, alt: brandName }}
      icon={<GlobeBlockedIcon />}
      title={<FormattedMessage {...m.title} />}
      message={<FormattedMessage {...m.message} />}
      detail={
        ip ? (
          // An address reads left to right in every language: isolate it (LRI ... PDI) inside the sentence.
          <FormattedMessage {...m.ip} values={{ ip: `\u2066${ip}\u2069` }} />
        ) : undefined
      }
      actions={
        onContact ? (
          <Button onClick={onContact}>
            <FormattedMessage {...m.contact} />
          </Button>
        ) : undefined
      }
    />
  );
}
