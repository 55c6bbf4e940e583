import { AlertDialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { signOutMessages as m } from './SignOutDialog.messages';

export interface SignOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signs out; the dialog shows a loader until it settles (spec 1 §4: confirmation, call, loader, home). */
  onConfirm: () => Promise<unknown>;
  /** While the sign-out runs: OK shows a spinner, Cancel and Esc wait. */
  busy?: boolean;
}

/** Confirms a sign-out before the session is cleared (spec 1 §4: confirmation first). */
export function SignOutDialog({ open, onOpenChange, onConfirm, busy = false }: SignOutDialogProps) {
  const intl = useIntl();
  return (
    <AlertDialog
      kind="confirm"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      message={intl.formatMessage(m.message)}
      okLabel={intl.formatMessage(m.confirm)}
      okVariant="danger"
      cancelLabel={intl.formatMessage(m.cancel)}
      onOk={onConfirm}
      okLoading={busy}
    />
  );
}
