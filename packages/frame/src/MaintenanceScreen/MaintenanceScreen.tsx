import { Button } from '@lobby/design-system';
import { FormattedMessage, useIntl } from '@lobby/i18n/react';
import {
  ScreenCard,
  ScreenDetail,
  ScreenIcon,
  ScreenLogo,
  ScreenMain,
  ScreenText,
  ScreenTitle,
} from '../statusScreen/StatusScreen.styles';
import { maintenanceMessages as m } from './MaintenanceScreen.messages';

export interface MaintenanceScreenProps {
  logoSrc: string;
  brandName: string;
  /** The platform's own message; a general one shows without it. */
  message?: string | null;
  /** End of the maintenance window (epoch ms), when the platform gives one. */
  endsAt?: number | null;
  /** Opens customer service; the button shows only when there is a customer-service link. */
  onContact?: (() => void) | undefined;
}

const ToolsIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
  </svg>
);

/** The site is closed for maintenance (status 1; it wins over a region restriction). */
export function MaintenanceScreen({ logoSrc, brandName, message, endsAt, onContact }: MaintenanceScreenProps) {
  const intl = useIntl();
  return (
    <ScreenMain>
      <ScreenCard>
        <ScreenLogo src={logoSrc} alt={brandName} width={192} height={40} />
        <ScreenIcon>
          <ToolsIcon />
        </ScreenIcon>
        <ScreenTitle>
          <FormattedMessage {...m.title} />
        </ScreenTitle>
        <ScreenText>{message ? message : <FormattedMessage {...m.message} />}</ScreenText>
        {endsAt != null && Number.isFinite(endsAt) && endsAt > 0 && (
          <ScreenDetail>
            <FormattedMessage
              {...m.until}
              values={{ time: intl.formatDate(endsAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
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
