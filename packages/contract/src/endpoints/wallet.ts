import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { idLike, numberLike, openQuery } from './primitives';
import {
  allWalletBalancesValue,
  balanceValue,
  merchantWalletValue,
  transactionListValue,
  walletTransferValue,
} from './wallet.values';

export const balance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  query: object({ typeId: optional(numberLike) }),
  value: balanceValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/**
 * The member centre's wallets: the main wallet and each vendor wallet the merchant offers, with their sum. The path is
 * a choice (CHOICES.md): the original's `getAllWalletBalanceV2` lives in a member-centre file that was never captured.
 */
export const allWalletBalances = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_getAllWalletBalanceV2',
  relay: 'GCS_getAllWalletBalanceV2',
  query: openQuery,
  value: allWalletBalancesValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/** `isSingle` 1: a single-wallet merchant, so no transfers between wallets. */
export const merchantWallet = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  relay: 'GCS_merchantWallet',
  query: object({ merchantCode: optional(string()) }),
  value: merchantWalletValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/**
 * Moves money between the main wallet (2) and one vendor wallet. Money-moving: send an `Idempotency-Key` header
 * (`idempotencyKeyHeader`), the same for a retry of the same transfer, so it moves money once.
 */
export const walletTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  relay: 'GCS_walletTransfer',
  body: object({ fromAccountTypeId: idLike, toAccountTypeId: idLike, amount: numberLike }),
  value: walletTransferValue,
  encrypted: false,
  auth: 'required',
  module: 'FUNDTRANS3',
});

/**
 * Recall all: every vendor wallet of the member back to the main wallet. `customerId` is the caller's own id (member
 * info `id`). Money-moving: send an `Idempotency-Key` header, as for `walletTransfer`.
 */
export const walletReturn = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletReturn',
  relay: 'GCS_walletReturn',
  body: object({ customerId: idLike }),
  value: walletTransferValue,
  encrypted: false,
  auth: 'required',
  module: 'FUNDTRANS3',
});

/**
 * Account ledger: transfers (`txTypeIds: "8102,8202"`) and points (`accountTypeId: 9`, the points mall's point details:
 * `amount` in points, `txTypeId` one of `pointTxTypes`).
 */
export const memberTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  relay: 'ODSFE2_MemTransDet',
  query: object({
    subordinateName: optional(string()),
    startTime: optional(string()),
    endTime: optional(string()),
    codeTypes: optional(string()),
    txTypeIds: optional(string()),
    accountTypeId: optional(numberLike),
    excludeTxTypeIds: optional(string()),
    page: numberLike,
    size: numberLike,
  }),
  value: transactionListValue,
  encrypted: false,
  auth: 'required',
  module: 'MEMTRANS3',
});
