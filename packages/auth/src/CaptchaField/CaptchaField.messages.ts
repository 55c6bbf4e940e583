import { defineMessages } from '@lobby/i18n/react';

export const captchaFieldMessages = defineMessages({
  label: { id: 'auth.CaptchaField.label', defaultMessage: 'Verification code' },
  image: { id: 'auth.CaptchaField.image', defaultMessage: 'Code picture. Select it for a new one.' },
  loading: { id: 'auth.CaptchaField.loading', defaultMessage: 'Loading the code picture' },
  failed: { id: 'auth.CaptchaField.failed', defaultMessage: 'No picture. Select to try again.' },
});
