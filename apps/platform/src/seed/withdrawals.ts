import type { RequiredMemberInfo } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';

// Each merchant's withdrawal rules and banks, and the demo members' bank cards.

export interface WithdrawSettingsSeed {
  minimumAmount: Cents;
  maximumAmount: Cents;
  chargeBasisPoints: number;
  minimumCharge: Cents;
  freeWithdrawalsPerDay: number;
  c2cEnabled: boolean;
  confirmationMinutes: number;
  maxBankCards: number;
  cardNumberMinLength: number;
  cardNumberMaxLength: number;
  requiredDepositAmount: Cents;
  requiredInfo: RequiredMemberInfo[];
}

/**
 * The limits go444 saw (100 to 50,000, contract §5.2), a thousand times more in small-unit currencies like the
 * wallets' plan; siam pays withdrawals C2C (a depositor pays the member, who confirms it arrived) and charges from the
 * first, lotus gives one free withdrawal a day, sahara two.
 */
export function withdrawSettingsFor(brandId: string, currency: string): WithdrawSettingsSeed {
  const unit = currencyPlan(currency).opening / 2_000_00;
  const base: WithdrawSettingsSeed = {
    minimumAmount: 100_00 * unit,
    maximumAmount: 50_000_00 * unit,
    chargeBasisPoints: 150,
    minimumCharge: 5_00 * unit,
    freeWithdrawalsPerDay: 1,
    c2cEnabled: false,
    confirmationMinutes: 30,
    maxBankCards: 3,
    cardNumberMinLength: 10,
    cardNumberMaxLength: 19,
    requiredDepositAmount: 100_00 * unit,
    requiredInfo: ['required_mobile_no'],
  };
  if (brandId === 'siam') {
    return {
      ...base,
      freeWithdrawalsPerDay: 0,
      c2cEnabled: true,
      confirmationMinutes: 15,
      maxBankCards: 5,
      cardNumberMaxLength: 12,
      requiredInfo: ['required_mobile_no', 'required_email_add'],
    };
  }
  if (brandId === 'sahara') {
    return {
      ...base,
      freeWithdrawalsPerDay: 2,
      maxBankCards: 2,
      cardNumberMinLength: 12,
      cardNumberMaxLength: 23,
      requiredInfo: ['required_email_add', 'required_nickname'],
    };
  }
  return base;
}

const banksByCurrency: Record<string, ReadonlyArray<{ code: string; name: string }>> = {
  VND: [
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'TCB', name: 'Techcombank' },
    { code: 'ACB', name: 'Asia Commercial Bank' },
    { code: 'BIDV', name: 'BIDV' },
  ],
  THB: [
    { code: 'KBANK', name: 'Kasikornbank' },
    { code: 'SCB', name: 'Siam Commercial Bank' },
    { code: 'BBL', name: 'Bangkok Bank' },
    { code: 'KTB', name: 'Krungthai Bank' },
  ],
  AED: [
    { code: 'ENBD', name: 'Emirates NBD' },
    { code: 'ADCB', name: 'Abu Dhabi Commercial Bank' },
    { code: 'FAB', name: 'First Abu Dhabi Bank' },
    { code: 'DIB', name: 'Dubai Islamic Bank' },
  ],
};

const demoBanks = [
  { code: 'DEMO1', name: 'Demo National Bank' },
  { code: 'DEMO2', name: 'Demo Savings Bank' },
];

/** The banks of a merchant's country (by its currency); two demo banks elsewhere. */
export function banksFor(currency: string): ReadonlyArray<{ code: string; name: string }> {
  return banksByCurrency[currency] ?? demoBanks;
}

/**
 * The demo members' bank cards, by the index of the merchant's bank: player01 has two, player02 one, and the members
 * of agent02's team who have withdrawn one each; the others none, so adding a first card can be tried with them.
 * Numbers are 12 digits (every seeded merchant's rule allows 12), apart per merchant by a prefix.
 */
export const demoCards: ReadonlyArray<{ username: string; bankIndex: number; suffix: string }> = [
  { username: 'player01', bankIndex: 0, suffix: '00010001' },
  { username: 'player01', bankIndex: 1, suffix: '00010002' },
  { username: 'player02', bankIndex: 0, suffix: '00020001' },
  { username: 'agent02', bankIndex: 1, suffix: '00120001' },
  { username: 'player06', bankIndex: 0, suffix: '00060001' },
  { username: 'player09', bankIndex: 1, suffix: '00090001' },
];

/**
 * What the demo members have deposited and played, as shares of the currency's opening balance: player01 can
 * withdraw, player02's turnover is short (`withdraw_turnover_not_enough`), default01 never deposited
 * (`required_deposit_amount_not_reached`), the others can withdraw once they set a payment password (player05, who
 * has no mobile number, once it is bound where the merchant requires one: `required_member_information_incomplete`).
 */
export const demoTurnover: Readonly<Record<string, { deposits: number; required: number; played: number }>> = {
  player01: { deposits: 2.5, required: 1, played: 1.75 },
  player02: { deposits: 1, required: 2.5, played: 0.6 },
  player03: { deposits: 0.25, required: 0, played: 0.1 },
  player04: { deposits: 0.25, required: 0, played: 0 },
  player05: { deposits: 0.25, required: 0, played: 0 },
  agent01: { deposits: 1, required: 0.5, played: 0.5 },
  expired01: { deposits: 0.25, required: 0, played: 0 },
  // agent02's team: what `seededDeposits` credited them and what `demoBets` has them stake, nothing left to play.
  agent02: { deposits: 0.35, required: 0, played: 0.8 },
  player06: { deposits: 0.45, required: 0, played: 0.65 },
  player07: { deposits: 0.3, required: 0, played: 0.45 },
  player08: { deposits: 0.25, required: 0, played: 0.1 },
  agent03: { deposits: 0.2, required: 0, played: 0.4 },
  player09: { deposits: 0.35, required: 0, played: 0.65 },
  player10: { deposits: 0.2, required: 0, played: 0.25 },
  player11: { deposits: 0.1, required: 0, played: 0 },
};

/** player01's payment password at every merchant (README), so withdrawals can be tried at once. */
export const demoPaymentPassword = { username: 'player01', password: '246810' } as const;

/**
 * Past withdrawals, oldest first per member, as shares of the opening balance, days before the seed's now: player01
 * has one paid out and one rejected (its amount returned); agent02, player06 and player09 were paid over the last
 * months, and one of player06's was rejected. A paid one's money came from a deposit the seed writes as an adjustment
 * just before it, so the main wallet still ends at its opening balance.
 */
export const seededWithdrawals: ReadonlyArray<{
  username: string;
  daysAgo: number;
  share: number;
  status: 'approved' | 'rejected';
}> = [
  { username: 'player01', daysAgo: 5, share: 0.1, status: 'approved' },
  { username: 'player01', daysAgo: 2, share: 0.05, status: 'rejected' },
  { username: 'agent02', daysAgo: 30, share: 0.1, status: 'approved' },
  { username: 'player06', daysAgo: 45, share: 0.1, status: 'approved' },
  { username: 'player06', daysAgo: 10, share: 0.05, status: 'rejected' },
  { username: 'player09', daysAgo: 15, share: 0.1, status: 'approved' },
];
