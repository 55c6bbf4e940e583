import type { FakePlatform } from '@lobby/api-client/testing';

/** A member with a main wallet and two vendor wallets, one of them under maintenance, as the platform answers. */
export const walletAnswers: FakePlatform = {
  'GET /wps/relay/GCS_merchantWallet': { value: { isSingle: 0 } },
  'GET /wps/relay/GCS_getAllWalletBalanceV2': {
    value: {
      sumBalance: 1500.5,
      balances: [
        { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main', availBalance: 1200.5, status: 'OK' },
        { accountTypeId: 101, accountName: 'AG', displayName: 'AG Casino', availBalance: 300, status: 'OK' },
        { accountTypeId: 102, accountName: 'SABA', displayName: 'SABA Sports', availBalance: 0, status: 'MAINTENANCE' },
      ],
    },
  },
  'GET /wps/relay/ODSFE2_MemTransDet': {
    value: {
      list: [
        {
          txTimeInTimestamp: Date.UTC(2026, 4, 2, 9, 30),
          amount: 300,
          remark: 'Transfer to AG Casino',
          txTypeId: 8202,
        },
        {
          txTimeInTimestamp: Date.UTC(2026, 4, 1, 18, 5),
          amount: 50,
          remark: 'Transfer from AG Casino',
          txTypeId: 8102,
        },
      ],
      totalPages: 1,
      totalCount: 2,
    },
  },
};
