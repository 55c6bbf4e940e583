import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const manualRebatePageMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  total: NoValues;
  claimAll: NoValues;
  claim: NoValues;
  claimProduct: { product: string };
  validBet: NoValues;
  rate: NoValues;
  rebate: NoValues;
  lastClaim: NoValues;
  neverClaimed: NoValues;
  minimum: { amount: string };
  claimed: { amount: string };
  nothingToClaim: NoValues;
  belowMinimum: { amount: string; minimum: string };
  notOffered: NoValues;
  productGone: NoValues;
  unknownOutcome: NoValues;
  empty: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'member-centre.ManualRebatePage.title', defaultMessage: 'Your rebate' },
  intro: {
    id: 'member-centre.ManualRebatePage.intro',
    defaultMessage:
      'Every valid bet earns a rebate at your rate for its game type. Claim it whenever you like: it goes into your main wallet.',
  },
  total: { id: 'member-centre.ManualRebatePage.total', defaultMessage: 'Ready to claim' },
  claimAll: { id: 'member-centre.ManualRebatePage.claimAll', defaultMessage: 'Claim all' },
  claim: { id: 'member-centre.ManualRebatePage.claim', defaultMessage: 'Claim' },
  claimProduct: { id: 'member-centre.ManualRebatePage.claimProduct', defaultMessage: 'Claim the {product} rebate' },
  validBet: { id: 'member-centre.ManualRebatePage.validBet', defaultMessage: 'Valid bets since your last claim' },
  rate: { id: 'member-centre.ManualRebatePage.rate', defaultMessage: 'Your rate' },
  rebate: { id: 'member-centre.ManualRebatePage.rebate', defaultMessage: 'Rebate' },
  lastClaim: { id: 'member-centre.ManualRebatePage.lastClaim', defaultMessage: 'Last claimed' },
  neverClaimed: { id: 'member-centre.ManualRebatePage.neverClaimed', defaultMessage: 'Not yet' },
  minimum: { id: 'member-centre.ManualRebatePage.minimum', defaultMessage: 'Can be claimed from {amount}.' },
  claimed: {
    id: 'member-centre.ManualRebatePage.claimed',
    defaultMessage: 'A rebate of {amount} was added to your main wallet.',
  },
  nothingToClaim: {
    id: 'member-centre.ManualRebatePage.nothingToClaim',
    defaultMessage: 'There is no rebate to claim yet: every valid bet you place adds to it.',
  },
  belowMinimum: {
    id: 'member-centre.ManualRebatePage.belowMinimum',
    defaultMessage: 'Your rebate of {amount} is below the minimum claim of {minimum}. Play on and claim it later.',
  },
  notOffered: {
    id: 'member-centre.ManualRebatePage.notOffered',
    defaultMessage: 'Manual rebate is not offered on this site.',
  },
  productGone: {
    id: 'member-centre.ManualRebatePage.productGone',
    defaultMessage: 'This game type no longer earns a rebate here.',
  },
  unknownOutcome: {
    id: 'member-centre.ManualRebatePage.unknownOutcome',
    defaultMessage:
      'We could not tell whether your claim went through. Check your main wallet balance and account records before claiming again.',
  },
  empty: {
    id: 'member-centre.ManualRebatePage.empty',
    defaultMessage: 'No game type earns a rebate on this site yet.',
  },
  loading: { id: 'member-centre.ManualRebatePage.loading', defaultMessage: 'Loading your rebate' },
  failed: { id: 'member-centre.ManualRebatePage.failed', defaultMessage: 'Your rebate could not be loaded.' },
  retry: { id: 'member-centre.ManualRebatePage.retry', defaultMessage: 'Try again' },
});
