import type { ApiClient } from '@lobby/api-client';
import { isYes, mainWalletTypeId, type ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';

/** The main wallet's account type (contract §2.7); every other row is a vendor's wallet. */
export { mainWalletTypeId };

/** Transfer log rows: 8202 out of the main wallet, 8102 into it. */
export const transferTxTypes = '8102,8202';
export const intoMainTxType = '8102';

export interface Wallet {
  id: string;
  name: string;
  balance: number;
  isMain: boolean;
  /** Takes transfers: a vendor under maintenance does not. */
  open: boolean;
}

export interface Wallets {
  total: number;
  main: Wallet | undefined;
  vendors: Wallet[];
}

/** The member centre's wallets as the page shows them: the main one apart, the vendors' in the platform's order. */
export function walletsOf(value: ValueOf<'allWalletBalances'>, mainName: string): Wallets {
  const rows = value.balances.map((row): Wallet => {
    const id = String(row.accountTypeId);
    const isMain = id === mainWalletTypeId;
    return {
      id,
      name: isMain ? mainName : (row.displayName ?? row.accountName ?? id),
      balance: Number(row.availBalance),
      isMain,
      open: isMain || (row.status ?? 'OK') === 'OK',
    };
  });
  return {
    total: Number(value.sumBalance),
    main: rows.find((wallet) => wallet.isMain),
    vendors: rows.filter((wallet) => !wallet.isMain),
  };
}

/** A platform flag: true, 1, "1", "true" or "Y" (the platform's builds differ). */
export const isOn = isYes;

export const walletsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'wallets'),
    queryFn: ({ signal }) => client.call('allWalletBalances', {}, { signal }),
  });

export const singleWalletQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'singleWallet'),
    queryFn: async ({ signal }) => isOn((await client.call('merchantWallet', {}, { signal })).isSingle),
    staleTime: Infinity,
  });

export const transfersQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'transfers'),
    queryFn: ({ signal }) =>
      client.call('memberTransactions', { txTypeIds: transferTxTypes, page: 1, size: 10 }, { signal }),
  });
