import { defineMessages } from '@lobby/i18n/react';

export const smsCodeButtonMessages = defineMessages<{
  send: Record<never, never>;
  resend: Record<never, never>;
  countdown: { seconds: number };
  failedTitle: Record<never, never>;
  ok: Record<never, never>;
}>({
  send: { id: 'auth.SmsCodeButton.send', defaultMessage: 'Send code' },
  resend: { id: 'auth.SmsCodeButton.resend', defaultMessage: 'Resend code' },
  countdown: { id: 'auth.SmsCodeButton.countdown', defaultMessage: 'Resend in {seconds} s' },
  failedTitle: { id: 'auth.SmsCodeButton.failedTitle', defaultMessage: 'The code was not sent' },
  ok: { id: 'auth.SmsCodeButton.ok', defaultMessage: 'OK' },
});
