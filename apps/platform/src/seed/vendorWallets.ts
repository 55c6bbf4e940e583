import { currencyPlan, type Cents } from '../wallet/money';

/**
 * The vendor wallets each merchant offers beside the main wallet (account type 2), in display order. Account type ids
 * are the platform's per vendor, the same at every merchant. sahara is a single-wallet merchant: it offers none, and
 * its players' one balance plays every game.
 */
export interface VendorWalletSeed {
  accountTypeId: number;
  accountName: string;
  displayName: string;
}

const evolution: VendorWalletSeed = { accountTypeId: 401, accountName: 'EVO', displayName: 'Evolution Live Casino' };
const aeSexy: VendorWalletSeed = { accountTypeId: 402, accountName: 'SEXY', displayName: 'AE Sexy Live Casino' };
const saba: VendorWalletSeed = { accountTypeId: 411, accountName: 'SABA', displayName: 'SABA Sports' };
const pgSoft: VendorWalletSeed = { accountTypeId: 421, accountName: 'PG', displayName: 'PG Soft Slots' };
const jili: VendorWalletSeed = { accountTypeId: 422, accountName: 'JL', displayName: 'Jili Slots' };

export const vendorWalletsByBrand: Record<string, readonly VendorWalletSeed[]> = {
  lotus: [evolution, saba, pgSoft, jili],
  siam: [aeSexy, evolution, saba, pgSoft],
};

/** Brands whose merchant keeps one wallet (`GCS_merchantWallet` isSingle 1). */
export const singleWalletBrands: ReadonlySet<string> = new Set(['sahara']);

/**
 * What a demo member holds in a vendor wallet, as shares of the currency's opening balance: player01 has money in
 * most, the others a little here and there, so the member centre shows a believable spread. Zero means no row.
 */
const sharesByMember: Record<string, readonly number[]> = {
  player01: [0.125, 0.06, 0.0275, 0],
  player02: [0, 0.05, 0, 0.015],
  player03: [0.02, 0, 0, 0],
  agent01: [0.1, 0, 0, 0],
};

export function vendorBalancesOf(username: string, currency: string, offered: readonly VendorWalletSeed[]) {
  const { opening } = currencyPlan(currency);
  const shares = sharesByMember[username] ?? [];
  return offered.flatMap((wallet, index) => {
    const balance: Cents = Math.round(opening * (shares[index] ?? 0));
    return balance > 0 ? [{ accountTypeId: wallet.accountTypeId, balance }] : [];
  });
}

/**
 * player01's recent transfers, oldest first: out to a vendor and back again, so the main wallet ends where its opening
 * left it and the log has both directions. Days before the seed's now, amounts as shares of the opening balance.
 */
export const seededTransfers: ReadonlyArray<{
  daysAgo: number;
  share: number;
  vendorIndex: number;
  toVendor: boolean;
}> = [
  { daysAgo: 6, share: 0.05, vendorIndex: 0, toVendor: true },
  { daysAgo: 4, share: 0.025, vendorIndex: 1, toVendor: true },
  { daysAgo: 3, share: 0.05, vendorIndex: 0, toVendor: false },
  { daysAgo: 1, share: 0.025, vendorIndex: 1, toVendor: false },
];
