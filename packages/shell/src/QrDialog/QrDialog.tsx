import { Dialog, Link, Spinner, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { qrDialogMessages as m } from './QrDialog.messages';

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  text-align: center;
`;

const Code = styled.img`
  inline-size: 12rem;
  block-size: 12rem;
  border-radius: ${vars.radius.sm};
  background: #fff;
  /* A QR code needs its quiet zone and dark-on-light contrast whatever the brand's colours. */
  padding: ${vars.space[2]};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  inline-size: 12rem;
  block-size: 12rem;
`;

const Address = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export interface QrDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address the code encodes. */
  value: string;
}

/** Shows a QR code of `value`; the encoder (~9 KB) loads the first time the dialog opens. */
export function QrDialog({ open, onOpenChange, value }: QrDialogProps) {
  const intl = useIntl();
  const code = useQuery({
    queryKey: ['qrCode', value],
    queryFn: async () => (await import('qrcode')).toDataURL(value, { margin: 1, width: 384 }),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
    >
      <Content>
        {code.data ? (
          <Code src={code.data} alt={intl.formatMessage(m.image, { url: value })} width={192} height={192} />
        ) : code.isError ? (
          <p role="alert">{intl.formatMessage(m.failed)}</p>
        ) : (
          <Placeholder>
            <Spinner label={intl.formatMessage(m.loading)} />
          </Placeholder>
        )}
        <Address>
          <Link href={value} underline="always">
            {value}
          </Link>
        </Address>
      </Content>
    </Dialog>
  );
}
