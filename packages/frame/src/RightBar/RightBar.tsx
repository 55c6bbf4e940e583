import { ChatIcon, FacebookIcon, PhoneIcon, QrIcon, TelegramIcon } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { lazy, Suspense, useState } from 'react';
import { rightBarMessages as m } from './RightBar.messages';
import { Bar, BarList, EntryButton, EntryLink, ToastRoom } from './RightBar.styles';

// The dialog and the QR encoder load when the QR item is first used.
const QrDialog = lazy(() => import('../QrDialog/QrDialog').then((module) => ({ default: module.QrDialog })));

export interface RightBarProps {
  /** Opens the customer-service window; the live-chat entry shows only with it. */
  onLiveChat?: (() => void) | undefined;
  facebook?: string | null;
  telegram?: string | null;
  /** A `tel:` address. */
  telephone?: string | null;
  /** What the QR item encodes (the app download page or file). */
  qrValue: string;
  /** The brand's icon, drawn in the centre of the QR code. */
  qrLogoSrc?: string | undefined;
}

/** The floating contact bar (spec 1 §2): live chat, Facebook, Telegram and telephone when configured, and a QR item. */
export function RightBar({ onLiveChat, facebook, telegram, telephone, qrValue, qrLogoSrc }: RightBarProps) {
  const intl = useIntl();
  const [qrOpen, setQrOpen] = useState(false);
  const [qrUsed, setQrUsed] = useState(false);
  const newTab = intl.formatMessage(m.newTab);
  const label = intl.formatMessage;
  return (
    <Bar aria-label={label(m.label)}>
      <ToastRoom />
      <BarList>
        {onLiveChat && (
          <li>
            <EntryButton type="button" aria-label={label(m.liveChat)} title={label(m.liveChat)} onClick={onLiveChat}>
              <ChatIcon />
            </EntryButton>
          </li>
        )}
        {facebook && (
          <li>
            <EntryLink
              href={facebook}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label(m.facebook)} ${newTab}`}
              title={label(m.facebook)}
            >
              <FacebookIcon />
            </EntryLink>
          </li>
        )}
        {telegram && (
          <li>
            <EntryLink
              href={telegram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label(m.telegram)} ${newTab}`}
              title={label(m.telegram)}
            >
              <TelegramIcon />
            </EntryLink>
          </li>
        )}
        {telephone && (
          <li>
            <EntryLink href={telephone} aria-label={label(m.telephone)} title={label(m.telephone)}>
              <PhoneIcon />
            </EntryLink>
          </li>
        )}
        <li>
          <EntryButton
            type="button"
            aria-label={label(m.qr)}
            title={label(m.qr)}
            aria-haspopup="dialog"
            onClick={() => {
              setQrUsed(true);
              setQrOpen(true);
            }}
          >
            <QrIcon />
          </EntryButton>
        </li>
      </BarList>
      {qrUsed && (
        <Suspense fallback={null}>
          <QrDialog open={qrOpen} onOpenChange={setQrOpen} value={qrValue} logoSrc={qrLogoSrc} />
        </Suspense>
      )}
    </Bar>
  );
}
