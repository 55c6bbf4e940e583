import { Dialog, Link, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import styled from 'styled-components';
import { QrCode } from '../QrCode';
import { qrDialogMessages as m } from './QrDialog.messages';

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  text-align: center;
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
  /** The brand's icon, drawn in the centre of the code. */
  logoSrc?: string | undefined;
}

/** Shows a QR code of `value`; the encoder (~9 KB) loads the first time the dialog opens. */
export function QrDialog({ open, onOpenChange, value, logoSrc }: QrDialogProps) {
  const intl = useIntl();
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
        <QrCode value={value} size={192} logoSrc={logoSrc} />
        <Address>
          <Link href={value} underline="always">
            {value}
          </Link>
        </Address>
      </Content>
    </Dialog>
  );
}
