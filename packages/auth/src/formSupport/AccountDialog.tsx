import { Dialog } from '@lobby/design-system';
import { defineMessages, useIntl } from '@lobby/i18n/react';
import type { ReactNode } from 'react';

const messages = defineMessages({
  close: { id: 'auth.AccountDialog.close', defaultMessage: 'Close' },
});

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}

/** The dialog every account popup (login, registration, passwords) opens in: small, named, with its close button. */
export function AccountDialog({ open, onOpenChange, title, description, children }: AccountDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={intl.formatMessage(messages.close)}
      size="sm"
    >
      {children}
    </Dialog>
  );
}
