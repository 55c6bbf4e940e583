import { array, looseObject, nullable, optional, string } from 'valibot';
import { flagLike, idLike, maybe, numberLike } from './primitives';

export const balanceValue = looseObject({
  sumBalance: numberLike,
  currencySymbol: maybe(string()),
  currency: maybe(string()),
  balance: maybe(array(looseObject({ accountTypeId: maybe(idLike), availBalance: maybe(numberLike) }))),
});

export const merchantWalletValue = looseObject({ isSingle: flagLike });

export const walletTransferValue = nullable(optional(looseObject({ successAmount: maybe(numberLike) })));

export const transactionListValue = looseObject({
  list: array(
    looseObject({
      txTimeInTimestamp: maybe(numberLike),
      amount: maybe(numberLike),
      remark: maybe(string()),
      txTypeId: maybe(idLike),
    }),
  ),
  totalPages: maybe(numberLike),
});

export const pointRewardsValue = looseObject({
  list: array(
    looseObject({
      id: idLike,
      name: maybe(string()),
      description: maybe(string()),
      price: maybe(numberLike),
      inventory: maybe(numberLike),
      showIcon: maybe(string()),
    }),
  ),
  totalPages: maybe(numberLike),
});
