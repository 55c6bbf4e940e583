import { Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { HelpCentre, type HelpCentreProps } from '../HelpCentre';
import { helpPopupMessages as m } from './HelpPopup.messages';

export interface HelpPopupProps extends Omit<HelpCentreProps, 'headingLevel' | 'anchors'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The footer's help popup: the help centre in a large dialog, its sections under the dialog's title and its contents
 * moving within the dialog (the page behind keeps its address and its own anchors).
 */
export function HelpPopup({ open, onClose, ...help }: HelpPopupProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="lg"
    >
      <HelpCentre {...help} headingLevel={3} anchors="local" />
    </Dialog>
  );
}
