import type { ApiClient } from '@lobby/api-client';
import { errorCodes, type ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { refusalCode } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';

/** The member's rebate rates by product, as percentages of the valid bet. */
export const rebateSettingsQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'rebateSettings'),
    queryFn: ({ signal }) => client.call('rebateSettings', undefined, { signal }),
  });

/** What the valid bets since the last claim have earned, product by product. */
export const manualRebateQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'manualRebate'),
    queryFn: ({ signal }) => client.call('manualRebate', undefined, { signal }),
  });

/** The merchant has the manual rebate off (MANPLAYREB3): the platform's `#543 function.not.available`. */
export const isSwitchedOff = (error: unknown) => refusalCode(error) === errorCodes.functionNotAvailable;

/** One product as the page shows it: what it earned and at which rate (percent; undefined when none is known). */
export interface RebateRow {
  productType: string;
  rate: number | undefined;
  validBet: number;
  rebate: number;
  minimum: number;
  lastClaimTime: number | null;
}

/**
 * The page's rows: every product the platform reports a rebate for, in its order, with the member's rate from the
 * settings; a product with a rate and nothing reported yet shows as earning nothing.
 */
export function rebateRows(settings: ValueOf<'rebateSettings'>, earned: ValueOf<'manualRebate'>): RebateRow[] {
  const rateOf = (product: string) => {
    const value = settings[product]?.[0]?.rebateValue;
    return value === undefined ? undefined : Number(value);
  };
  const rows: RebateRow[] = earned.list.map((item) => ({
    productType: item.productType,
    rate: rateOf(item.productType),
    validBet: Number(item.validBetAmount),
    rebate: Number(item.rebateAmount),
    minimum: Number(item.minimumAmount),
    lastClaimTime: item.lastClaimTime === null || item.lastClaimTime === undefined ? null : Number(item.lastClaimTime),
  }));
  for (const product of Object.keys(settings)) {
    if (rows.some((row) => row.productType === product)) continue;
    rows.push({ productType: product, rate: rateOf(product), validBet: 0, rebate: 0, minimum: 0, lastClaimTime: null });
  }
  return rows;
}
