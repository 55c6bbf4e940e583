import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

/** The contracts' words, shared by the four contract pages and the contract popup. */
export const contractMessages = defineMessages<{
  daily: NoValues;
  hourly: NoValues;
  realtime: NoValues;
  dividend: NoValues;
  cadenceDaily: NoValues;
  cadenceHourly: NoValues;
  cadenceRealtime: NoValues;
  cadenceDividend: { period: string };
  statusP: NoValues;
  statusV: NoValues;
  statusE: NoValues;
  mineTitle: NoValues;
  mineEmpty: NoValues;
  fromUpline: { name: string };
  since: { date: string };
  product: NoValues;
  productLIVE: NoValues;
  productRNG: NoValues;
  productSPORTS: NoValues;
  productLOTT: NoValues;
  productFISH: NoValues;
  productELOTT: NoValues;
  productPVP: NoValues;
  termsCaption: { product: string };
  downlineTermsCaption: { product: string; name: string };
  tier: { n: number };
  betVolume: NoValues;
  minimumBet: NoValues;
  betAmount: NoValues;
  activeMembers: NoValues;
  rate: NoValues;
  lossRate: NoValues;
  winRate: NoValues;
  dividendRate: NoValues;
  fixed: { amount: string };
  higherRate: NoValues;
  accept: NoValues;
  reject: NoValues;
  confirmTermination: NoValues;
  accepted: NoValues;
  rejected: NoValues;
  terminated: NoValues;
  refusedWithdrawn: NoValues;
  refusedStatus: NoValues;
  refusedNotFound: NoValues;
  refusedExists: NoValues;
  recordsTitle: NoValues;
  recordsEmpty: NoValues;
  recordsCaption: NoValues;
  colPeriod: NoValues;
  colTurnover: NoValues;
  colActive: NoValues;
  colNetLoss: NoValues;
  colTier: NoValues;
  colPaid: NoValues;
  noTier: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { n: number };
  pages: NoValues;
  downlinesTitle: NoValues;
  downlinesEmpty: NoValues;
  noDownlineContract: NoValues;
  offer: NoValues;
  withdraw: NoValues;
  requestTermination: NoValues;
  withdrawnDone: NoValues;
  terminationAsked: { name: string };
  offered: { name: string };
  formTitle: { name: string };
  computationPeriod: NoValues;
  periodH: NoValues;
  periodM: NoValues;
  addTier: NoValues;
  removeTier: { n: number };
  rateType: NoValues;
  ratePercent: NoValues;
  rateFixed: NoValues;
  send: NoValues;
  cancel: NoValues;
  required: NoValues;
  notNumber: NoValues;
  wholeNumber: NoValues;
  rateAboveZero: NoValues;
  percentMax: { max: number };
  increasing: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  popupTitle: NoValues;
  popupIntro: NoValues;
  later: NoValues;
  close: NoValues;
  popupDone: NoValues;
}>({
  daily: { id: 'agent-centre.Contracts.daily', defaultMessage: 'Daily salary' },
  hourly: { id: 'agent-centre.Contracts.hourly', defaultMessage: 'Hourly salary' },
  realtime: { id: 'agent-centre.Contracts.realtime', defaultMessage: 'Real-time salary' },
  dividend: { id: 'agent-centre.Contracts.dividend', defaultMessage: 'Dividend' },
  cadenceDaily: { id: 'agent-centre.Contracts.cadenceDaily', defaultMessage: 'Settled for each day (UTC).' },
  cadenceHourly: { id: 'agent-centre.Contracts.cadenceHourly', defaultMessage: 'Settled for each hour.' },
  cadenceRealtime: { id: 'agent-centre.Contracts.cadenceRealtime', defaultMessage: 'Settled every 5 minutes.' },
  cadenceDividend: {
    id: 'agent-centre.Contracts.cadenceDividend',
    defaultMessage: 'Settled for each {period, select, H {half-month} other {month}}: a share of your team’s net loss.',
  },
  statusP: { id: 'agent-centre.Contracts.statusP', defaultMessage: 'Offer waiting for an answer' },
  statusV: { id: 'agent-centre.Contracts.statusV', defaultMessage: 'Termination requested' },
  statusE: { id: 'agent-centre.Contracts.statusE', defaultMessage: 'In force' },
  mineTitle: { id: 'agent-centre.Contracts.mineTitle', defaultMessage: 'My contract with my upline' },
  mineEmpty: {
    id: 'agent-centre.Contracts.mineEmpty',
    defaultMessage: 'You have no contract of this kind with your upline.',
  },
  fromUpline: { id: 'agent-centre.Contracts.fromUpline', defaultMessage: 'From {name}' },
  since: { id: 'agent-centre.Contracts.since', defaultMessage: 'In force since {date}' },
  product: { id: 'agent-centre.Contracts.product', defaultMessage: 'Product' },
  productLIVE: { id: 'agent-centre.Contracts.productLIVE', defaultMessage: 'Live casino' },
  productRNG: { id: 'agent-centre.Contracts.productRNG', defaultMessage: 'Slots' },
  productSPORTS: { id: 'agent-centre.Contracts.productSPORTS', defaultMessage: 'Sports' },
  productLOTT: { id: 'agent-centre.Contracts.productLOTT', defaultMessage: 'Lottery' },
  productFISH: { id: 'agent-centre.Contracts.productFISH', defaultMessage: 'Fishing' },
  productELOTT: { id: 'agent-centre.Contracts.productELOTT', defaultMessage: 'E-lottery' },
  productPVP: { id: 'agent-centre.Contracts.productPVP', defaultMessage: 'Poker' },
  termsCaption: {
    id: 'agent-centre.Contracts.termsCaption',
    defaultMessage: 'Terms of {product}: the highest tier your team reaches pays',
  },
  downlineTermsCaption: {
    id: 'agent-centre.Contracts.downlineTermsCaption',
    defaultMessage: 'Terms of {product} for {name}',
  },
  tier: { id: 'agent-centre.Contracts.tier', defaultMessage: 'Tier {n}' },
  betVolume: { id: 'agent-centre.Contracts.betVolume', defaultMessage: 'Bet volume' },
  minimumBet: { id: 'agent-centre.Contracts.minimumBet', defaultMessage: 'Minimum bet' },
  betAmount: { id: 'agent-centre.Contracts.betAmount', defaultMessage: 'Bet amount' },
  activeMembers: { id: 'agent-centre.Contracts.activeMembers', defaultMessage: 'Active members' },
  rate: { id: 'agent-centre.Contracts.rate', defaultMessage: 'Rate' },
  lossRate: { id: 'agent-centre.Contracts.lossRate', defaultMessage: 'When the team lost' },
  winRate: { id: 'agent-centre.Contracts.winRate', defaultMessage: 'When the team won' },
  dividendRate: { id: 'agent-centre.Contracts.dividendRate', defaultMessage: 'Share of net loss' },
  fixed: { id: 'agent-centre.Contracts.fixed', defaultMessage: '{amount} fixed' },
  higherRate: {
    id: 'agent-centre.Contracts.higherRate',
    defaultMessage:
      'These terms pay more than your upline’s own contract. Check them with your upline before you accept.',
  },
  accept: { id: 'agent-centre.Contracts.accept', defaultMessage: 'Accept' },
  reject: { id: 'agent-centre.Contracts.reject', defaultMessage: 'Reject' },
  confirmTermination: { id: 'agent-centre.Contracts.confirmTermination', defaultMessage: 'Confirm the termination' },
  accepted: { id: 'agent-centre.Contracts.accepted', defaultMessage: 'The contract is in force.' },
  rejected: { id: 'agent-centre.Contracts.rejected', defaultMessage: 'You rejected the offer.' },
  terminated: { id: 'agent-centre.Contracts.terminated', defaultMessage: 'The contract has ended.' },
  refusedWithdrawn: {
    id: 'agent-centre.Contracts.refusedWithdrawn',
    defaultMessage: 'Your upline withdrew this offer: nothing was accepted.',
  },
  refusedStatus: {
    id: 'agent-centre.Contracts.refusedStatus',
    defaultMessage: 'This contract changed meanwhile: what you see now is up to date.',
  },
  refusedNotFound: {
    id: 'agent-centre.Contracts.refusedNotFound',
    defaultMessage: 'This contract is no longer yours to answer.',
  },
  refusedExists: {
    id: 'agent-centre.Contracts.refusedExists',
    defaultMessage: 'This agent already holds a contract of this kind for the product.',
  },
  recordsTitle: { id: 'agent-centre.Contracts.recordsTitle', defaultMessage: 'Settlement records' },
  recordsEmpty: { id: 'agent-centre.Contracts.recordsEmpty', defaultMessage: 'No period has been settled yet.' },
  recordsCaption: { id: 'agent-centre.Contracts.recordsCaption', defaultMessage: 'Settled periods, newest first' },
  colPeriod: { id: 'agent-centre.Contracts.colPeriod', defaultMessage: 'Period' },
  colTurnover: { id: 'agent-centre.Contracts.colTurnover', defaultMessage: 'Team turnover' },
  colActive: { id: 'agent-centre.Contracts.colActive', defaultMessage: 'Active members' },
  colNetLoss: { id: 'agent-centre.Contracts.colNetLoss', defaultMessage: 'Team net loss' },
  colTier: { id: 'agent-centre.Contracts.colTier', defaultMessage: 'Tier' },
  colPaid: { id: 'agent-centre.Contracts.colPaid', defaultMessage: 'Paid' },
  noTier: { id: 'agent-centre.Contracts.noTier', defaultMessage: 'None' },
  previous: { id: 'agent-centre.Contracts.previous', defaultMessage: 'Previous' },
  next: { id: 'agent-centre.Contracts.next', defaultMessage: 'Next' },
  page: { id: 'agent-centre.Contracts.page', defaultMessage: 'Page {n}' },
  pages: { id: 'agent-centre.Contracts.pages', defaultMessage: 'Settlement record pages' },
  downlinesTitle: { id: 'agent-centre.Contracts.downlinesTitle', defaultMessage: 'My downline agents’ contracts' },
  downlinesEmpty: {
    id: 'agent-centre.Contracts.downlinesEmpty',
    defaultMessage: 'You have no direct downline agents.',
  },
  noDownlineContract: {
    id: 'agent-centre.Contracts.noDownlineContract',
    defaultMessage: 'No contract of this kind yet.',
  },
  offer: { id: 'agent-centre.Contracts.offer', defaultMessage: 'Offer a contract' },
  withdraw: { id: 'agent-centre.Contracts.withdraw', defaultMessage: 'Withdraw the offer' },
  requestTermination: { id: 'agent-centre.Contracts.requestTermination', defaultMessage: 'Request termination' },
  withdrawnDone: { id: 'agent-centre.Contracts.withdrawnDone', defaultMessage: 'Offer withdrawn.' },
  terminationAsked: {
    id: 'agent-centre.Contracts.terminationAsked',
    defaultMessage: 'Termination requested: {name} confirms it.',
  },
  offered: { id: 'agent-centre.Contracts.offered', defaultMessage: 'Offer sent to {name}.' },
  formTitle: { id: 'agent-centre.Contracts.formTitle', defaultMessage: 'Offer {name} a contract' },
  computationPeriod: { id: 'agent-centre.Contracts.computationPeriod', defaultMessage: 'Computation period' },
  periodH: { id: 'agent-centre.Contracts.periodH', defaultMessage: 'Half-month' },
  periodM: { id: 'agent-centre.Contracts.periodM', defaultMessage: 'Month' },
  addTier: { id: 'agent-centre.Contracts.addTier', defaultMessage: 'Add a tier' },
  removeTier: { id: 'agent-centre.Contracts.removeTier', defaultMessage: 'Remove tier {n}' },
  rateType: { id: 'agent-centre.Contracts.rateType', defaultMessage: 'Rate type' },
  ratePercent: { id: 'agent-centre.Contracts.ratePercent', defaultMessage: 'Percent of turnover' },
  rateFixed: { id: 'agent-centre.Contracts.rateFixed', defaultMessage: 'Fixed amount' },
  send: { id: 'agent-centre.Contracts.send', defaultMessage: 'Send the offer' },
  cancel: { id: 'agent-centre.Contracts.cancel', defaultMessage: 'Cancel' },
  required: { id: 'agent-centre.Contracts.required', defaultMessage: 'Input cannot be empty' },
  notNumber: { id: 'agent-centre.Contracts.notNumber', defaultMessage: 'Enter a number not below zero.' },
  wholeNumber: { id: 'agent-centre.Contracts.wholeNumber', defaultMessage: 'Enter a whole number.' },
  rateAboveZero: { id: 'agent-centre.Contracts.rateAboveZero', defaultMessage: 'Enter a rate above zero.' },
  percentMax: { id: 'agent-centre.Contracts.percentMax', defaultMessage: 'At most {max}%.' },
  increasing: { id: 'agent-centre.Contracts.increasing', defaultMessage: 'Needs more turnover than the tier before.' },
  loading: { id: 'agent-centre.Contracts.loading', defaultMessage: 'Loading' },
  failed: { id: 'agent-centre.Contracts.failed', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'agent-centre.Contracts.retry', defaultMessage: 'Try again' },
  popupTitle: { id: 'agent-centre.Contracts.popupTitle', defaultMessage: 'Contracts waiting for you' },
  popupIntro: {
    id: 'agent-centre.Contracts.popupIntro',
    defaultMessage:
      'Your upline offered you a contract or asked to end one. Answer here, or later in the agent centre.',
  },
  later: { id: 'agent-centre.Contracts.later', defaultMessage: 'Later' },
  close: { id: 'agent-centre.Contracts.close', defaultMessage: 'Close' },
  popupDone: { id: 'agent-centre.Contracts.popupDone', defaultMessage: 'Nothing more waits for your answer.' },
});
