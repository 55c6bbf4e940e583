import { AlertDialog, SendCodeButton } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useState } from 'react';
import { useErrorText } from '../errors/errorText';
import { HumanCheckCancelled, useHumanCheck } from '../humanCheck';
import type { PhoneCode, PhoneTarget } from '../identity/usePhoneCode';
import { smsCodeButtonMessages as m } from './SmsCodeButton.messages';

export type { SmsAnswer } from '../identity/usePhoneCode';

export interface SmsCodeButtonProps {
  /** Validates the mobile number first (the form shows why it is refused); false sends nothing. */
  validate: () => boolean | Promise<boolean>;
  /** The number as the form holds it when the player asks for the code. */
  target: () => PhoneTarget;
  /** The form's code channel (`usePhoneCode`): the platform's SMS call or the brand's phone provider. */
  phoneCode: PhoneCode;
  /**
   * Not yet: the number's dialing code is still unknown (the picker's countries are loading). A code sent before would
   * go to a number the form no longer holds when it is submitted.
   */
  disabled?: boolean;
}

/** Stops a send without a message: the number is refused on its field, or the player closed the human check. */
class SendStopped extends Error {}

/**
 * "Send code" beside a verification-code field (spec 1 §4): checks the mobile number, runs the SMS scene's human
 * check (the phone provider runs its own), sends, then counts down before a resend: 60 s times the platform's
 * `expiredMinutes`, or 60 s on the provider path. A refusal shows the platform's or the provider's message in a
 * warning with OK.
 */
export function SmsCodeButton({ validate, target, phoneCode, disabled = false }: SmsCodeButtonProps) {
  const intl = useIntl();
  const humanCheck = useHumanCheck();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  const onSend = async () => {
    if (!(await validate())) throw new SendStopped();
    const check = phoneCode.viaProvider ? null : await humanCheck('sms');
    if (check?.status === 'cancelled') {
      setFailure(errorText(new HumanCheckCancelled()));
      throw new SendStopped();
    }
    try {
      return { seconds: await phoneCode.send(target(), check?.fields ?? {}) };
    } catch (error) {
      setFailure(errorText(error));
      throw error;
    }
  };

  return (
    <>
      <SendCodeButton
        variant="secondary"
        size="sm"
        onSend={onSend}
        disabled={disabled}
        labels={{
          send: intl.formatMessage(m.send),
          resend: intl.formatMessage(m.resend),
          countdown: (seconds) => intl.formatMessage(m.countdown, { seconds }),
        }}
      />
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={intl.formatMessage(m.failedTitle)}
        message={failure ?? ''}
        okLabel={intl.formatMessage(m.ok)}
      />
    </>
  );
}
