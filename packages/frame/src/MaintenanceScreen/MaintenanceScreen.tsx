import { Button, StatusScreen, ToolsIcon } from '@lobby/design-system';
import { FormattedMessage, useIntl } from '@lobby/i18n/react';
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

/** The site is closed for maintenance (status 1; it wins over a region restriction). */
export function MaintenanceScreen({ logoSrc, brandName, message, endsAt, onContact }: MaintenanceScreenProps) {
  const intl = useIntl();
  const ends = endsAt != null && Number.isFinite(endsAt) && endsAt > 0;
  return (
    <StatusScreen
      logo={{ src: logoSrc, alt: brandName }}
      icon={<ToolsIcon />}
      title={<FormattedMessage {...m.title} />}
      message={message ? message : <FormattedMessage {...m.message} />}
      detail={
        ends ? (
          <FormattedMessage
            {...m.until}
            values={{ time: intl.formatDate(endsAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
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
