import { Button, Dialog } from '@lobby/design-system';
import { FormattedMessage, useIntl } from '@lobby/i18n/react';
import { loginPopupMessages as m } from './LoginPopup.messages';

export interface LoginPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The login popup (header, `/login`, guarded actions). Its form arrives with the accounts issue; until then it says
 * so plainly rather than showing fields that cannot work.
 */
export function LoginPopup({ open, onOpenChange }: LoginPopupProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <FormattedMessage {...m.done} />
        </Button>
      }
    >
      <p>
        <FormattedMessage {...m.notYet} />
      </p>
    </Dialog>
  );
}
