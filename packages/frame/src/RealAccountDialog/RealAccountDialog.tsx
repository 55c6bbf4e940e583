import { AlertDialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { realAccountMessages as m } from './RealAccountDialog.messages';

export interface RealAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Tells a trial account that what it tried needs a real account (spec 1 §6, §8: 'need true account'). */
export function RealAccountDialog({ open, onOpenChange }: RealAccountDialogProps) {
  const intl = useIntl();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      message={intl.formatMessage(m.message)}
      okLabel={intl.formatMessage(m.ok)}
    />
  );
}
