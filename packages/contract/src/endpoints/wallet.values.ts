import { array, looseObject, nullable, optional, string } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

export const balanceValue = looseObject({
  sumBalance: numberLike,
  currencySymbol: maybe(string()),
  currency: maybe(string()),
  balance: maybe(array(looseObject({ accountTypeId: maybe(idLike), availBalance: maybe(numberLike) }))),
});

/** The main wallet's account type (contract §2.7): deposits, withdrawals and transfers between members move it. */
export const mainWalletTypeId = '2';

/** One wallet of the member centre: `status` "OK", or e.g. "MAINTENANCE" for a vendor that takes no transfers. */
export const walletBalanceRow = looseObject({
  accountTypeId: idLike,
  accountName: maybe(string()),
  displayName: maybe(string()),
  availBalance: numberLike,
  status: maybe(string()),
});

export const allWalletBalancesValue = looseObject({
  sumBalance: numberLike,
  balances: array(walletBalanceRow),
});

export const merchantWalletValue = looseObject({ isSingle: flagLike });

export const walletTransferValue = nullable(optional(looseObject({ successAmount: maybe(numberLike) })));

export const transactionListValue = looseObject({
  list: array(
    looseObject({
      txTimeInTimestamp: maybe(numberLike),
      amount: maybe(numberLike),
      /** The account's balance after the movement (the point ledger's points). */
      afterBalance: maybe(numberLike),
      remark: maybe(string()),
      txTypeId: maybe(idLike),
    }),
  ),
  totalPages: maybe(numberLike),
  totalCount: maybe(numberLike),
});
