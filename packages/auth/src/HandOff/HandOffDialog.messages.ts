import { defineMessages } from '@lobby/i18n/react';

export const handOffDialogMessages = defineMessages<{
  switchTitle: Record<never, never>;
  switchMessage: { account: string };
  switchAccount: Record<never, never>;
  stay: Record<never, never>;
  failedTitle: Record<never, never>;
  spent: Record<never, never>;
  ok: Record<never, never>;
}>({
  switchTitle: { id: 'auth.HandOffDialog.switchTitle', defaultMessage: 'Switch to the account of the link?' },
  switchMessage: {
    id: 'auth.HandOffDialog.switchMessage',
    defaultMessage:
      'You are signed in as {account}. The link you opened signs in to an account: switching signs you out here first.',
  },
  switchAccount: { id: 'auth.HandOffDialog.switchAccount', defaultMessage: 'Switch account' },
  stay: { id: 'auth.HandOffDialog.stay', defaultMessage: 'Stay signed in' },
  failedTitle: { id: 'auth.HandOffDialog.failedTitle', defaultMessage: 'The sign-in link did not work' },
  spent: {
    id: 'auth.HandOffDialog.spent',
    defaultMessage: 'It has expired or was used already. Sign in here instead.',
  },
  ok: { id: 'auth.HandOffDialog.ok', defaultMessage: 'OK' },
});
