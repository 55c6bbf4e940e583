import { useIntl } from '@lobby/i18n/react';
import { AccountDialog } from '../formSupport';
import { RegisterForm, type RegisterFormProps } from '../RegisterForm';
import { registerPopupMessages as m } from './RegisterPopup.messages';

export interface RegisterPopupProps extends RegisterFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The register popup (header, guarded actions): the registration form in a dialog that closes on success. */
export function RegisterPopup({ open, onOpenChange, onRegistered, onLogin, ...form }: RegisterPopupProps) {
  const intl = useIntl();
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)}>
      {open && (
        <RegisterForm
          {...form}
          onRegistered={() => {
            onOpenChange(false);
            onRegistered();
          }}
          onLogin={
            onLogin &&
            (() => {
              onOpenChange(false);
              onLogin();
            })
          }
        />
      )}
    </AccountDialog>
  );
}
