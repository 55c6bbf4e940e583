import type { ApiClient } from '@lobby/api-client';
import { pointAccountTypeId, redemptionStatuses, type PointRewardItem } from '@lobby/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rewardsKey } from '../common/pageProps';

// The points mall's answers (PTSYS3): the catalogue a visitor sees too, and the member's points, redemptions and
// point details, each cached under the member (`rewardsKey`) or, for the catalogue, under the visitor's root.

/** Rewards a page of the catalogue shows. */
export const cataloguePageSize = 6;
/** Rows a page of the redeem history and the point details shows. */
export const listPageSize = 10;

/** Whose answers these are: the member's id, or `visitor` before a sign-in. */
const owner = (memberId: string | undefined) => memberId ?? 'visitor';

export const pointTypesQuery = (client: ApiClient, memberId: string | undefined) =>
  queryOptions({
    queryKey: rewardsKey(owner(memberId), 'points', 'types'),
    queryFn: ({ signal }) => client.call('pointConversionTypes', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const pointConfigQuery = (client: ApiClient, memberId: string | undefined) =>
  queryOptions({
    queryKey: rewardsKey(owner(memberId), 'points', 'config'),
    queryFn: ({ signal }) => client.call('pointConfig', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const catalogueQuery = (client: ApiClient, memberId: string | undefined, type: string, page: number) =>
  queryOptions({
    queryKey: rewardsKey(owner(memberId), 'points', 'catalogue', type, page),
    queryFn: ({ signal }) => client.call('pointRewards', { type, page, size: cataloguePageSize }, { signal }),
    placeholderData: keepPreviousData,
  });

export const pointBalanceQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'points', 'balance'),
    queryFn: ({ signal }) => client.call('pointBalance', undefined, { signal }),
  });

export const redemptionsQuery = (
  client: ApiClient,
  memberId: string,
  filter: { range: DayRange; status: RedemptionFilter; page: number },
) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'points', 'redemptions', filter.range.from.getTime(), filter.status, filter.page),
    queryFn: ({ signal }) =>
      client.call(
        'redeemPointList',
        {
          ...rangeQuery(filter.range),
          page: filter.page,
          size: listPageSize,
          ...(filter.status === 'ALL' ? {} : { status: filter.status }),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const pointLedgerQuery = (client: ApiClient, memberId: string, filter: { range: DayRange; page: number }) =>
  queryOptions({
    queryKey: rewardsKey(memberId, 'points', 'ledger', filter.range.from.getTime(), filter.page),
    queryFn: ({ signal }) => {
      const { startDate, endDate } = rangeQuery(filter.range);
      return client.call(
        'memberTransactions',
        {
          accountTypeId: pointAccountTypeId,
          startTime: startDate,
          endTime: endDate,
          page: filter.page,
          size: listPageSize,
        },
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });

/** Everything of the member's points: after a redemption or a conversion, all of it is read again. */
export const pointsKey = (memberId: string) => rewardsKey(memberId, 'points');

export type RedemptionFilter = 'ALL' | (typeof redemptionStatuses)[number];
export const redemptionFilters: readonly RedemptionFilter[] = ['ALL', ...redemptionStatuses];

/** A redemption's status as the page names it; a status the platform adds later shows as sent. */
export function statusOf(status: string): (typeof redemptionStatuses)[number] | undefined {
  const upper = status.trim().toUpperCase();
  return redemptionStatuses.find((known) => known === upper);
}

/** The catalogue's types: `VIRTUAL` is credited to the account, `PHYSICAL` is sent and needs an address. */
export const isPhysical = (reward: Pick<PointRewardItem, 'type'>) => reward.type?.toUpperCase() === 'PHYSICAL';

/** A reward's picture: its icon, else its first merchandise image, whatever shape those came in. */
export function pictureOf(reward: Pick<PointRewardItem, 'showIcon' | 'merchandiseImages'>): string | undefined {
  if (reward.showIcon) return reward.showIcon;
  const images = reward.merchandiseImages;
  if (typeof images === 'string') return images.split(',')[0]?.trim() || undefined;
  const [first] = images ?? [];
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : first.url;
}

/** The most of one reward a redemption may ask: what is left, what the points pay for, and the platform's 99. */
export function maxQuantity(reward: Pick<PointRewardItem, 'inventory' | 'price'>, points: number | undefined): number {
  const affordable = points === undefined || reward.price <= 0 ? 99 : Math.floor(points / reward.price);
  return Math.max(0, Math.min(99, reward.inventory, affordable));
}

// Date ranges of the lists, in the member's own days (local midnight to local midnight).

export const rangePresets = ['last7', 'last30', 'today'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Whole local days: `from` the first day's midnight, `to` the midnight after the last. */
export interface DayRange {
  from: Date;
  to: Date;
}

const dayOf = (date: Date, plusDays = 0) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays);

/** The days a preset covers, reckoned from `now`: "last 7 days" is today and the six before it. */
export function presetRange(preset: RangePreset, now: Date): DayRange {
  const tomorrow = dayOf(now, 1);
  if (preset === 'today') return { from: dayOf(now), to: tomorrow };
  return { from: dayOf(now, preset === 'last7' ? -6 : -29), to: tomorrow };
}

/** The range as a list's query: the first instant and the last one (the platform takes the end as inclusive). */
export function rangeQuery(range: DayRange): { startDate: string; endDate: string } {
  return { startDate: range.from.toISOString(), endDate: new Date(range.to.getTime() - 1).toISOString() };
}
