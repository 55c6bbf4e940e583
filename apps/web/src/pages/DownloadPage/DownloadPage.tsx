import { DownloadIcon, Link } from '@lobby/design-system';
import { QrCode } from '@lobby/frame';
import { useIntl } from '@lobby/i18n/react';
import { useId } from 'react';
import { useShell } from '../../context/ShellContext';
import { DeferredMessages } from '../../language/DeferredMessages';
import { appDownloadsOf, brandIconSrc, downloadQrValue, type AppDownload } from '../../downloads/appDownloads';
import { useSiteConfig } from '../../startup/siteConfig';
import { PageHeading, PageSection } from '../Page.styles';
import { pageMessages } from '../pages.messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { downloadPageMessages as m } from './DownloadPage.messages';
import {
  Address,
  AppIcon,
  AppName,
  Caption,
  CodePanel,
  DownloadItem,
  DownloadLink,
  DownloadList,
  DownloadsPanel,
  FileTitle,
  Hint,
  NoApps,
  Panels,
  PanelHeading,
} from './DownloadPage.styles';

/** Download QR (spec 2 §9): 298 px, margin 0, error correction M, the favicon at 0.2 of the code in its centre. */
export const downloadQr = { size: 298, margin: 0, errorCorrectionLevel: 'M', logoScale: 0.2 } as const;

export interface DownloadViewProps {
  brandName: string;
  /** The brand's square icon (its logo mark): the app's icon beside its name, and in the centre of the code. */
  iconSrc: string;
  /** What the code encodes (`downloadQrValue`). */
  qrValue: string;
  ios: AppDownload | null;
  android: AppDownload | null;
}

/** The download page's content: the app's name and icon, the code, and a button for each app the merchant offers. */
export function DownloadView({ brandName, iconSrc, qrValue, ios, android }: DownloadViewProps) {
  const intl = useIntl();
  const codeHeading = useId();
  const downloadsHeading = useId();
  const hasApp = ios !== null || android !== null;
  const downloads = [
    { key: 'ios', file: ios, label: m.ios, hint: m.iosHint },
    { key: 'android', file: android, label: m.android, hint: m.androidHint },
  ].flatMap(({ file, ...rest }) => (file ? [{ ...rest, file }] : []));
  return (
    <Panels>
      <CodePanel aria-labelledby={codeHeading}>
        <AppName id={codeHeading}>
          <AppIcon src={iconSrc} alt="" width={48} height={48} />
          <span>{intl.formatMessage(m.appName, { brand: brandName })}</span>
        </AppName>
        <QrCode value={qrValue} logoSrc={iconSrc} {...downloadQr} />
        <Caption>{hasApp ? intl.formatMessage(m.scan) : intl.formatMessage(m.scanNoApp, { brand: brandName })}</Caption>
        <Address>
          <Link href={qrValue} underline="always">
            {qrValue}
          </Link>
        </Address>
      </CodePanel>
      <DownloadsPanel aria-labelledby={downloadsHeading}>
        <PanelHeading id={downloadsHeading}>{intl.formatMessage(m.downloads)}</PanelHeading>
        {downloads.length > 0 ? (
          <DownloadList>
            {downloads.map(({ key, file, label, hint }) => (
              <DownloadItem key={key}>
                <DownloadLink href={file.url}>
                  <DownloadIcon />
                  {intl.formatMessage(label)}
                </DownloadLink>
                {file.title && <FileTitle>{file.title}</FileTitle>}
                <Hint>{intl.formatMessage(hint)}</Hint>
              </DownloadItem>
            ))}
          </DownloadList>
        ) : (
          <NoApps>{intl.formatMessage(m.noApps, { brand: brandName })}</NoApps>
        )}
      </DownloadsPanel>
    </Panels>
  );
}

/**
 * `/down` (spec 2 §2): the app download page, from the merchant's resources: its download QR and its iOS profile
 * and Android package, each only when listed.
 */
export function DownloadPage() {
  const intl = useIntl();
  const { brand } = useShell();
  const { resources } = useSiteConfig();
  const title = intl.formatMessage(pageMessages.download);
  useDocumentTitle(title);
  const { ios, android } = appDownloadsOf(resources);
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages>
        <DownloadView
          brandName={brand.displayName}
          iconSrc={brandIconSrc}
          qrValue={downloadQrValue(resources, location.origin)}
          ios={ios}
          android={android}
        />
      </DeferredMessages>
    </PageSection>
  );
}
