import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { numberLike } from './primitives';
import { bonusDetailsValue, profitLossValue } from './profit.values';

/**
 * Personal profit and loss (`personalProfit`): per product and in all over a `period` (`profitPeriods`: TODAY,
 * YESTERDAY, THIS_WEEK, LAST_WEEK, THIS_MONTH, LAST_MONTH), optionally of one product (`betProductTypes`).
 */
export const personalProfitLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPersonalProfitLoss',
  relay: 'MCSFE_getPersonalProfitLoss',
  query: object({ period: string(), productType: optional(string()) }),
  value: profitLossValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Bonus details (`bonusDetails`): the bonuses the member received, newest first, optionally of one status
 * (`bonusStatuses`); `page` from 1, `size` 1-100 (20 when absent).
 */
export const bonusDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBonusDetails',
  relay: 'MCSFE_getBonusDetails',
  query: object({ page: optional(numberLike), size: optional(numberLike), status: optional(string()) }),
  value: bonusDetailsValue,
  encrypted: false,
  auth: 'required',
});
