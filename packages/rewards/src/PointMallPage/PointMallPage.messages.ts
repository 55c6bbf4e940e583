import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const pointMallPageMessages = defineMessages<{
  intro: NoValues;
  balance: NoValues;
  points: { points: string };
  signInToRedeem: NoValues;
  signIn: NoValues;
  catalogue: NoValues;
  catalogueTypes: NoValues;
  typeVIRTUAL: NoValues;
  typePHYSICAL: NoValues;
  cataloguePages: NoValues;
  emptyCatalogue: NoValues;
  worth: { amount: string };
  left: { count: string };
  soldOut: NoValues;
  redeem: NoValues;
  redeemReward: { reward: string };
  notOffered: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { page: string };
  close: NoValues;
  dialogTitle: { reward: string };
  quantity: NoValues;
  quantityHint: { max: string };
  quantityInvalid: { max: string };
  quantityOverInventory: { count: string };
  quantityOverPoints: { points: string };
  total: NoValues;
  password: NoValues;
  passwordHint: NoValues;
  passwordEmpty: NoValues;
  showPassword: NoValues;
  province: NoValues;
  provinceEmpty: NoValues;
  remarks: NoValues;
  remarksHint: NoValues;
  tooLong: { max: string };
  confirm: NoValues;
  cancel: NoValues;
  redeemed: { reward: string; points: string };
  wrongPassword: NoValues;
  overInventory: { count: string };
  soldOutNow: NoValues;
  overBalance: { points: string };
  rewardGone: NoValues;
  addressRequired: NoValues;
  tooManyTries: NoValues;
  unknownOutcome: NoValues;
  convertTitle: NoValues;
  convertIntro: { points: string; amount: string };
  convertAmount: NoValues;
  convertHint: { min: string; max: string };
  convertWorth: { amount: string };
  convertInvalid: { min: string };
  convertOverBalance: { points: string };
  convertSubmit: NoValues;
  converted: { points: string; amount: string };
  convertOff: NoValues;
  historyTitle: NoValues;
  range: NoValues;
  rangelast7: NoValues;
  rangelast30: NoValues;
  rangetoday: NoValues;
  status: NoValues;
  statusALL: NoValues;
  statusPROCESSING: NoValues;
  statusAPPROVED: NoValues;
  statusREJECTED: NoValues;
  historyEmpty: NoValues;
  historyPages: NoValues;
  redemptionLine: { quantity: string; points: string };
  address: { address: string };
  detailsTitle: NoValues;
  detailsEmpty: NoValues;
  detailsPages: NoValues;
  after: { points: string };
  tx9101: NoValues;
  tx9102: NoValues;
  tx9103: NoValues;
  tx9201: NoValues;
  tx9202: NoValues;
  txOther: NoValues;
}>({
  intro: {
    id: 'rewards.PointMallPage.intro',
    defaultMessage: 'Every bet you play earns points. Spend them on rewards here, or convert them into money.',
  },
  balance: { id: 'rewards.PointMallPage.balance', defaultMessage: 'Your points' },
  points: { id: 'rewards.PointMallPage.points', defaultMessage: '{points} points' },
  signInToRedeem: {
    id: 'rewards.PointMallPage.signInToRedeem',
    defaultMessage: 'Log in to see your points and redeem rewards.',
  },
  signIn: { id: 'rewards.PointMallPage.signIn', defaultMessage: 'Log in' },
  catalogue: { id: 'rewards.PointMallPage.catalogue', defaultMessage: 'Rewards' },
  catalogueTypes: { id: 'rewards.PointMallPage.catalogueTypes', defaultMessage: 'Kinds of reward' },
  typeVIRTUAL: { id: 'rewards.PointMallPage.typeVIRTUAL', defaultMessage: 'Bonus rewards' },
  typePHYSICAL: { id: 'rewards.PointMallPage.typePHYSICAL', defaultMessage: 'Merchandise' },
  cataloguePages: { id: 'rewards.PointMallPage.cataloguePages', defaultMessage: 'Reward pages' },
  emptyCatalogue: { id: 'rewards.PointMallPage.emptyCatalogue', defaultMessage: 'No rewards of this kind right now.' },
  worth: { id: 'rewards.PointMallPage.worth', defaultMessage: 'Worth {amount}' },
  left: { id: 'rewards.PointMallPage.left', defaultMessage: '{count} left' },
  soldOut: { id: 'rewards.PointMallPage.soldOut', defaultMessage: 'Sold out' },
  redeem: { id: 'rewards.PointMallPage.redeem', defaultMessage: 'Redeem' },
  redeemReward: { id: 'rewards.PointMallPage.redeemReward', defaultMessage: 'Redeem {reward}' },
  notOffered: { id: 'rewards.PointMallPage.notOffered', defaultMessage: 'The points mall is not offered here.' },
  loading: { id: 'rewards.PointMallPage.loading', defaultMessage: 'Loading the points mall' },
  failed: { id: 'rewards.PointMallPage.failed', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'rewards.PointMallPage.retry', defaultMessage: 'Try again' },
  previous: { id: 'rewards.PointMallPage.previous', defaultMessage: 'Previous page' },
  next: { id: 'rewards.PointMallPage.next', defaultMessage: 'Next page' },
  page: { id: 'rewards.PointMallPage.page', defaultMessage: 'Page {page}' },
  close: { id: 'rewards.PointMallPage.close', defaultMessage: 'Close' },
  dialogTitle: { id: 'rewards.PointMallPage.dialogTitle', defaultMessage: 'Redeem {reward}' },
  quantity: { id: 'rewards.PointMallPage.quantity', defaultMessage: 'Quantity' },
  quantityHint: { id: 'rewards.PointMallPage.quantityHint', defaultMessage: 'You can redeem up to {max}.' },
  quantityInvalid: {
    id: 'rewards.PointMallPage.quantityInvalid',
    defaultMessage: 'Enter a whole number from 1 to {max}.',
  },
  quantityOverInventory: {
    id: 'rewards.PointMallPage.quantityOverInventory',
    defaultMessage: 'Only {count} left: enter {count} or fewer.',
  },
  quantityOverPoints: {
    id: 'rewards.PointMallPage.quantityOverPoints',
    defaultMessage: 'That needs {points} points, more than you have.',
  },
  total: { id: 'rewards.PointMallPage.total', defaultMessage: 'Points needed' },
  password: { id: 'rewards.PointMallPage.password', defaultMessage: 'Login password' },
  passwordHint: {
    id: 'rewards.PointMallPage.passwordHint',
    defaultMessage: 'The password you log in with, to confirm it is you.',
  },
  passwordEmpty: { id: 'rewards.PointMallPage.passwordEmpty', defaultMessage: 'Enter your login password.' },
  showPassword: { id: 'rewards.PointMallPage.showPassword', defaultMessage: 'Show password' },
  province: { id: 'rewards.PointMallPage.province', defaultMessage: 'Delivery address' },
  provinceEmpty: { id: 'rewards.PointMallPage.provinceEmpty', defaultMessage: 'Enter the address to send it to.' },
  remarks: { id: 'rewards.PointMallPage.remarks', defaultMessage: 'Remarks' },
  remarksHint: {
    id: 'rewards.PointMallPage.remarksHint',
    defaultMessage: 'A size, a phone number for the courier: anything we should know.',
  },
  tooLong: { id: 'rewards.PointMallPage.tooLong', defaultMessage: 'Use at most {max} characters.' },
  confirm: { id: 'rewards.PointMallPage.confirm', defaultMessage: 'Confirm redemption' },
  cancel: { id: 'rewards.PointMallPage.cancel', defaultMessage: 'Cancel' },
  redeemed: {
    id: 'rewards.PointMallPage.redeemed',
    defaultMessage: '{reward} redeemed for {points} points. It is being processed: follow it in your redeem history.',
  },
  wrongPassword: { id: 'rewards.PointMallPage.wrongPassword', defaultMessage: 'The password is incorrect.' },
  overInventory: {
    id: 'rewards.PointMallPage.overInventory',
    defaultMessage: 'Only {count} of this reward are left. Lower the quantity.',
  },
  soldOutNow: { id: 'rewards.PointMallPage.soldOutNow', defaultMessage: 'This reward has just sold out.' },
  overBalance: {
    id: 'rewards.PointMallPage.overBalance',
    defaultMessage: 'You have {points} points: not enough for this quantity.',
  },
  rewardGone: { id: 'rewards.PointMallPage.rewardGone', defaultMessage: 'This reward is no longer in the catalogue.' },
  addressRequired: {
    id: 'rewards.PointMallPage.addressRequired',
    defaultMessage: 'Enter the address the reward is sent to.',
  },
  tooManyTries: {
    id: 'rewards.PointMallPage.tooManyTries',
    defaultMessage: 'Too many wrong passwords. Please wait a few minutes and try again.',
  },
  unknownOutcome: {
    id: 'rewards.PointMallPage.unknownOutcome',
    defaultMessage: 'We could not hear back. Check your points and history before trying again.',
  },
  convertTitle: { id: 'rewards.PointMallPage.convertTitle', defaultMessage: 'Convert points into money' },
  convertIntro: {
    id: 'rewards.PointMallPage.convertIntro',
    defaultMessage: '{points} points convert into {amount} in your main wallet.',
  },
  convertAmount: { id: 'rewards.PointMallPage.convertAmount', defaultMessage: 'Points to convert' },
  convertHint: { id: 'rewards.PointMallPage.convertHint', defaultMessage: 'From {min} to {max} points.' },
  convertWorth: { id: 'rewards.PointMallPage.convertWorth', defaultMessage: 'You receive {amount}.' },
  convertInvalid: {
    id: 'rewards.PointMallPage.convertInvalid',
    defaultMessage: 'Enter a whole number of points, at least {min}.',
  },
  convertOverBalance: {
    id: 'rewards.PointMallPage.convertOverBalance',
    defaultMessage: 'You have {points} points: enter that many or fewer.',
  },
  convertSubmit: { id: 'rewards.PointMallPage.convertSubmit', defaultMessage: 'Convert' },
  converted: {
    id: 'rewards.PointMallPage.converted',
    defaultMessage: '{points} points converted: {amount} is in your main wallet.',
  },
  convertOff: { id: 'rewards.PointMallPage.convertOff', defaultMessage: 'Converting points is not offered here.' },
  historyTitle: { id: 'rewards.PointMallPage.historyTitle', defaultMessage: 'Redeem history' },
  range: { id: 'rewards.PointMallPage.range', defaultMessage: 'Dates' },
  rangelast7: { id: 'rewards.PointMallPage.rangelast7', defaultMessage: 'Last 7 days' },
  rangelast30: { id: 'rewards.PointMallPage.rangelast30', defaultMessage: 'Last 30 days' },
  rangetoday: { id: 'rewards.PointMallPage.rangetoday', defaultMessage: 'Today' },
  status: { id: 'rewards.PointMallPage.status', defaultMessage: 'Status' },
  statusALL: { id: 'rewards.PointMallPage.statusALL', defaultMessage: 'All' },
  statusPROCESSING: { id: 'rewards.PointMallPage.statusPROCESSING', defaultMessage: 'Processing' },
  statusAPPROVED: { id: 'rewards.PointMallPage.statusAPPROVED', defaultMessage: 'Approved' },
  statusREJECTED: { id: 'rewards.PointMallPage.statusREJECTED', defaultMessage: 'Rejected' },
  historyEmpty: { id: 'rewards.PointMallPage.historyEmpty', defaultMessage: 'No redemptions in these dates.' },
  historyPages: { id: 'rewards.PointMallPage.historyPages', defaultMessage: 'Redeem history pages' },
  redemptionLine: {
    id: 'rewards.PointMallPage.redemptionLine',
    defaultMessage: '× {quantity} · {points} points',
  },
  address: { id: 'rewards.PointMallPage.address', defaultMessage: 'Sent to: {address}' },
  detailsTitle: { id: 'rewards.PointMallPage.detailsTitle', defaultMessage: 'Point details' },
  detailsEmpty: { id: 'rewards.PointMallPage.detailsEmpty', defaultMessage: 'No points moved in these dates.' },
  detailsPages: { id: 'rewards.PointMallPage.detailsPages', defaultMessage: 'Point details pages' },
  after: { id: 'rewards.PointMallPage.after', defaultMessage: 'Balance {points}' },
  tx9101: { id: 'rewards.PointMallPage.tx9101', defaultMessage: 'Earned from bets' },
  tx9102: { id: 'rewards.PointMallPage.tx9102', defaultMessage: 'Points given' },
  tx9103: { id: 'rewards.PointMallPage.tx9103', defaultMessage: 'Redemption rejected: points returned' },
  tx9201: { id: 'rewards.PointMallPage.tx9201', defaultMessage: 'Reward redeemed' },
  tx9202: { id: 'rewards.PointMallPage.tx9202', defaultMessage: 'Converted into money' },
  txOther: { id: 'rewards.PointMallPage.txOther', defaultMessage: 'Other' },
});
