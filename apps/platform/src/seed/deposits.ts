import type { DepositMethod } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';
import { banksFor } from './withdrawals';

// Each merchant's deposit settings and channels, and the demo members' deposit history.

export interface DepositSettingsSeed {
  allowDeposit: boolean;
  depositOffMessage: string;
  amountPresets: Cents[];
}

/** The currency's unit of the demo plans: 1, or 1,000 in small-unit currencies (VND, IDR, MMK). */
const unitOf = (currency: string) => currencyPlan(currency).opening / 2_000_00;

/** Deposits open at every merchant, with four presets (100 to 5,000, a thousand times more in small-unit currencies). */
export function depositSettingsFor(currency: string): DepositSettingsSeed {
  const unit = unitOf(currency);
  return {
    allowDeposit: true,
    depositOffMessage: 'Deposits are paused for maintenance. Please try again later.',
    amountPresets: [100_00, 500_00, 1_000_00, 5_000_00].map((amount) => amount * unit),
  };
}

export interface DepositChannelSeed {
  method: DepositMethod;
  bankCode: string;
  bankName: string;
  bankType: string;
  vendorId: number;
  minimumAmount: Cents;
  maximumAmount: Cents;
  accountName: string | null;
  accountNumber: string | null;
  bankBranch: string | null;
  sort: number;
}

/**
 * Online payment (PG) through two channels of a demo gateway: a QR payment (50 to 20,000) and online banking at the
 * merchant's first bank (100 to 50,000); bank transfer (MT) to the merchant's account at its second bank (100 to
 * 100,000). A thousand times more in small-unit currencies.
 */
export function depositChannelsFor(merchantName: string, merchantId: number, currency: string): DepositChannelSeed[] {
  const unit = unitOf(currency);
  const [first, second = first] = banksFor(currency);
  const online = { method: 'PG' as const, accountName: null, accountNumber: null, bankBranch: null };
  return [
    {
      ...online,
      bankCode: 'QRPAY',
      bankName: 'QR payment',
      bankType: 'QR',
      vendorId: 901,
      minimumAmount: 50_00 * unit,
      maximumAmount: 20_000_00 * unit,
      sort: 0,
    },
    {
      ...online,
      bankCode: first?.code ?? 'DEMO1',
      bankName: `${first?.name ?? 'Demo bank'} online banking`,
      bankType: 'EBANK',
      vendorId: 902,
      minimumAmount: 100_00 * unit,
      maximumAmount: 50_000_00 * unit,
      sort: 1,
    },
    {
      method: 'MT',
      bankCode: second?.code ?? 'DEMO2',
      bankName: second?.name ?? 'Demo bank',
      bankType: 'BANK',
      vendorId: 0,
      minimumAmount: 100_00 * unit,
      maximumAmount: 100_000_00 * unit,
      accountName: `${merchantName} Payments Ltd`,
      accountNumber: `${String(merchantId).padStart(4, '0')}88776655`,
      bankBranch: 'Head office',
      sort: 0,
    },
  ];
}

/**
 * The demo members' deposits, as shares of the opening balance, days before the seed's now: deposits that succeeded
 * (their money is part of the opening balance, which the seed writes as the rest) and bank transfers still pending
 * (nothing credited yet). player01 and player02 each have one of both; agent02's team deposited over the months since
 * its members registered.
 */
export const seededDeposits: ReadonlyArray<{
  username: string;
  daysAgo: number;
  share: number;
  method: DepositMethod;
  status: 'successful' | 'pending';
}> = [
  { username: 'player01', daysAgo: 6, share: 0.25, method: 'PG', status: 'successful' },
  { username: 'player01', daysAgo: 1, share: 0.1, method: 'MT', status: 'pending' },
  { username: 'player02', daysAgo: 6, share: 0.25, method: 'PG', status: 'successful' },
  { username: 'player02', daysAgo: 1, share: 0.1, method: 'MT', status: 'pending' },
  { username: 'agent02', daysAgo: 95, share: 0.25, method: 'PG', status: 'successful' },
  { username: 'agent02', daysAgo: 40, share: 0.1, method: 'MT', status: 'successful' },
  { username: 'player06', daysAgo: 88, share: 0.2, method: 'PG', status: 'successful' },
  { username: 'player06', daysAgo: 50, share: 0.1, method: 'PG', status: 'successful' },
  { username: 'player06', daysAgo: 12, share: 0.15, method: 'MT', status: 'successful' },
  { username: 'player07', daysAgo: 55, share: 0.2, method: 'PG', status: 'successful' },
  { username: 'player07', daysAgo: 3, share: 0.1, method: 'PG', status: 'successful' },
  { username: 'player08', daysAgo: 8, share: 0.25, method: 'PG', status: 'successful' },
  { username: 'agent03', daysAgo: 78, share: 0.2, method: 'PG', status: 'successful' },
  { username: 'player09', daysAgo: 60, share: 0.25, method: 'PG', status: 'successful' },
  { username: 'player09', daysAgo: 20, share: 0.1, method: 'MT', status: 'successful' },
  { username: 'player09', daysAgo: 1, share: 0.1, method: 'MT', status: 'pending' },
  { username: 'player10', daysAgo: 30, share: 0.2, method: 'PG', status: 'successful' },
  { username: 'player11', daysAgo: 0.1, share: 0.1, method: 'PG', status: 'successful' },
];
