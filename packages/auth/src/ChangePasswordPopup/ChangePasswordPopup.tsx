import { useIntl } from '@lobby/i18n/react';
import { AccountDialog } from '../formSupport';
import { ChangePasswordForm, type ChangePasswordFormProps } from '../ChangePasswordForm';
import { changePasswordPopupMessages as m } from './ChangePasswordPopup.messages';

export interface ChangePasswordPopupProps extends Omit<ChangePasswordFormProps, 'forced'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened because the password expired (and the site does not force the change): says so. */
  expired?: boolean;
}

/** The password change in a popup (spec 1 §2): offered after a login with an expired password. */
export function ChangePasswordPopup({ open, onOpenChange, expired = false, ...form }: ChangePasswordPopupProps) {
  const intl = useIntl();
  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      description={expired ? intl.formatMessage(m.expired) : undefined}
    >
      <ChangePasswordForm {...form} />
    </AccountDialog>
  );
}
