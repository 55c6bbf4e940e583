import { useIntl } from '@lobby/i18n/react';
import { AccountDialog } from '../formSupport';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { loginPopupMessages as m } from './LoginPopup.messages';

export interface LoginPopupProps extends LoginFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The login popup (header, `/login`, guarded actions): the login form in a dialog. */
export function LoginPopup({ open, onOpenChange, ...form }: LoginPopupProps) {
  const intl = useIntl();
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)}>
      <LoginForm {...form} />
    </AccountDialog>
  );
}
