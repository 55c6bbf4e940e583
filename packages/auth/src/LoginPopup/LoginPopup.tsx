import { Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
    >
      <LoginForm {...form} />
    </Dialog>
  );
}
