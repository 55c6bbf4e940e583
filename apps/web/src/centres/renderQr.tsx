import { QrCode } from '@lobby/frame';
import { brandIconSrc } from '../downloads/appDownloads';

/** A link's QR code as the centres show it: the brand's mark in its middle. */
export const renderQr = (value: string) => <QrCode value={value} size={176} logoSrc={brandIconSrc} />;
