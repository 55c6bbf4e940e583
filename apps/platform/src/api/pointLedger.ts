import type { WireValueOf } from '@lobby/contract';
import type { Context } from 'hono';
import type { Member, PointTransactionKind } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { pointBalanceOf, pointLedgerOf, txTypeOfKind } from '../wallet/points';

/** What each movement of the point ledger reads as (English; the site names them by `txTypeId` in its language). */
const remarkOfKind: Record<PointTransactionKind, string> = {
  earned: 'Points earned from bets',
  given: 'Points given',
  redeemed: 'Reward redeemed',
  redemption_returned: 'Redemption rejected: points returned',
  converted: 'Points converted to money',
};

/**
 * A page of the member's point ledger (`ODSFE2_MemTransDet` with `accountTypeId` 9), newest first, with every
 * settled bet counted first: `amount` in points, signed; `afterBalance` the points after the movement.
 */
export async function pointLedger(
  c: Context<PlatformEnv>,
  member: Member,
  query: { from: Date | undefined; to: Date | undefined; page: number; size: number },
): Promise<WireValueOf<'memberTransactions'>> {
  const { db, clock } = c.var.platform;
  await pointBalanceOf(db, member, new Date(clock()));
  const { rows, total } = await pointLedgerOf(db, { memberId: member.id, ...query });
  return {
    list: rows.map((row) => ({
      txTimeInTimestamp: row.createdAt.getTime(),
      amount: row.amount,
      afterBalance: row.balanceAfter,
      remark: row.note ?? remarkOfKind[row.kind],
      txTypeId: txTypeOfKind[row.kind],
    })),
    totalPages: Math.ceil(total / query.size),
    totalCount: total,
  };
}
