import { Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { qrCodeMessages as m } from './QrCode.messages';
import { Code, Failed, Frame } from './QrCode.styles';

export interface QrCodeProps {
  /** The address the code encodes. */
  value: string;
  /** Width and height of the code in CSS pixels (the white frame around it adds its quiet zone). */
  size: number;
  /** Quiet zone inside the image, in modules; the frame already gives one. */
  margin?: number;
  /** L, M, Q or H: how much of the code can be covered (by the logo) or damaged and still read. */
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  /** A picture drawn in the centre of the code on a white plate: the brand's icon. */
  logoSrc?: string | undefined;
  /** The picture's width as a share of the code's. */
  logoScale?: number;
}

const pixelRatio = () =>
  typeof window === 'undefined' ? 1 : Math.min(Math.max(Math.round(window.devicePixelRatio || 1), 1), 3);

/**
 * A QR code of `value`, drawn in the browser. The encoder loads the first time a code is drawn, never with the first
 * paint; the frame keeps its size while it loads, so nothing around it moves.
 */
export function QrCode({ value, size, margin = 0, errorCorrectionLevel = 'M', logoSrc, logoScale = 0.2 }: QrCodeProps) {
  const intl = useIntl();
  const drawing = { size, pixelRatio: pixelRatio(), margin, errorCorrectionLevel, logoSrc, logoScale };
  const code = useQuery({
    queryKey: ['qrCode', value, drawing],
    queryFn: async () => (await import('./drawQrCode')).drawQrCode(value, drawing),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Frame $size={size}>
      {code.data ? (
        <Code src={code.data} alt={intl.formatMessage(m.image, { url: value })} width={size} height={size} />
      ) : code.isError ? (
        <Failed role="alert">{intl.formatMessage(m.failed)}</Failed>
      ) : (
        <Spinner label={intl.formatMessage(m.loading)} />
      )}
    </Frame>
  );
}
