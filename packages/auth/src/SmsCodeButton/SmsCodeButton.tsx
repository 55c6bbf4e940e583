import { AlertDialog, SendCodeButton } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useState } from 'react';
import { useErrorText } from '../errors/errorText';
import { useHumanCheck, type HumanCheckFields } from '../humanCheck';
import { smsCodeButtonMessages as m } from './SmsCodeButton.messages';

/** What the platform's SMS calls answer: the resend wait is 60 s times `expiredMinutes` (default 1). */
export type SmsAnswer = { expiredMinutes?: number | null } | null | undefined;

export interface SmsCodeButtonProps {
  /** Validates the mobile number first (the form shows why it is refused); resolves false to send nothing. */
  validate: () => Promise<boolean>;
  /** Sends the code with the human check's fields spread into the body. */
  send: (fields: HumanCheckFields) => Promise<SmsAnswer>;
}

/** Stops a send without a message: the number is refused on its field, or the player closed the human check. */
class SendStopped extends Error {}

/**
 * "Send code" beside a verification-code field (spec 1 §4): checks the mobile number, runs the SMS scene's human
 * check, sends, then counts down 60 s times the answer's `expiredMinutes` before a resend. A refusal shows the
 * platform's message in a warning with OK.
 */
export function SmsCodeButton({ validate, send }: SmsCodeButtonProps) {
  const intl = useIntl();
  const humanCheck = useHumanCheck();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  const onSend = async () => {
    if (!(await validate())) throw new SendStopped();
    const check = await humanCheck('sms');
    if (check.status === 'cancelled') throw new SendStopped();
    try {
      const answer = await send(check.fields);
      return { seconds: 60 * (answer?.expiredMinutes ?? 1) };
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
