import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const walletPageMessages = defineMessages<{
  wallets: NoValues;
  total: NoValues;
  main: NoValues;
  single: NoValues;
  maintenance: NoValues;
  transfer: NoValues;
  from: NoValues;
  to: NoValues;
  amount: NoValues;
  available: { amount: string };
  submit: NoValues;
  recallAll: NoValues;
  transferred: { amount: string; from: string; to: string };
  recalled: { amount: string };
  sameWallet: NoValues;
  mainOnly: NoValues;
  unknownOutcome: NoValues;
  recent: NoValues;
  noTransfers: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  wallets: { id: 'member-centre.WalletPage.wallets', defaultMessage: 'Wallets' },
  total: { id: 'member-centre.WalletPage.total', defaultMessage: 'Total' },
  main: { id: 'member-centre.WalletPage.main', defaultMessage: 'Main wallet' },
  single: {
    id: 'member-centre.WalletPage.single',
    defaultMessage: 'All your money is in one wallet here: every game plays from it, with nothing to transfer.',
  },
  maintenance: { id: 'member-centre.WalletPage.maintenance', defaultMessage: 'Under maintenance' },
  transfer: { id: 'member-centre.WalletPage.transfer', defaultMessage: 'Transfer between wallets' },
  from: { id: 'member-centre.WalletPage.from', defaultMessage: 'From' },
  to: { id: 'member-centre.WalletPage.to', defaultMessage: 'To' },
  amount: { id: 'member-centre.WalletPage.amount', defaultMessage: 'Amount' },
  available: { id: 'member-centre.WalletPage.available', defaultMessage: 'Available: {amount}' },
  submit: { id: 'member-centre.WalletPage.submit', defaultMessage: 'Transfer' },
  recallAll: { id: 'member-centre.WalletPage.recallAll', defaultMessage: 'Recall all to the main wallet' },
  transferred: {
    id: 'member-centre.WalletPage.transferred',
    defaultMessage: '{amount} moved from {from} to {to}.',
  },
  recalled: { id: 'member-centre.WalletPage.recalled', defaultMessage: '{amount} recalled to the main wallet.' },
  sameWallet: { id: 'member-centre.WalletPage.sameWallet', defaultMessage: 'Choose two different wallets.' },
  mainOnly: {
    id: 'member-centre.WalletPage.mainOnly',
    defaultMessage: 'Money moves between the main wallet and one game wallet.',
  },
  unknownOutcome: {
    id: 'member-centre.WalletPage.unknownOutcome',
    defaultMessage:
      'We could not tell whether this went through. Check your balances and recent transfers before trying again.',
  },
  recent: { id: 'member-centre.WalletPage.recent', defaultMessage: 'Recent transfers' },
  noTransfers: { id: 'member-centre.WalletPage.noTransfers', defaultMessage: 'No transfers yet.' },
  loading: { id: 'member-centre.WalletPage.loading', defaultMessage: 'Loading your wallets' },
  failed: { id: 'member-centre.WalletPage.failed', defaultMessage: 'Your wallets could not be loaded.' },
  retry: { id: 'member-centre.WalletPage.retry', defaultMessage: 'Try again' },
});
