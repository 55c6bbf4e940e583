import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletTransactions, wallets, type Member } from '../db/schema';
import { notifyMember } from '../realtime/publish';
import { toWire, type Cents } from './money';
import { credit, lockMains, once, transferErrors } from './transfers';
import { mainWalletTypeId } from './wallets';

// The transfer to the upline (contract §5.2 `transferUpline`): a member under an agent pays the agent from the main
// wallet. One transaction locks both main wallets (lowest member id first, so opposite transfers cannot deadlock),
// debits the member by a conditional update, credits the upline and writes both halves to the ledger; the upline's
// pages are told when it commits.

export interface UplineTransfer {
  member: Member;
  upline: Pick<Member, 'id' | 'username'>;
  currency: string;
  amount: Cents;
  idempotencyKey: string;
  at: Date;
}

/** Moves `amount` to the upline once per idempotency key; `transfer_balance_not_enough` (nothing moved) when short. */
export async function transferToUpline(db: Database, transfer: UplineTransfer): Promise<{ successAmount: Cents }> {
  const { member, upline, currency, amount, idempotencyKey, at } = transfer;
  const fingerprint = `upline:${upline.id}:${amount}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      await lockMains(tx, [member.id, upline.id]);
      const [debited] = await tx
        .update(wallets)
        .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: at })
        .where(and(eq(wallets.memberId, member.id), gte(wallets.balance, amount)))
        .returning({ balance: wallets.balance });
      if (!debited) throw transferErrors.balanceNotEnough();
      const credited = await credit(tx, { memberId: upline.id, accountTypeId: mainWalletTypeId, currency }, amount, at);
      const transferId = randomUUID();
      await tx.insert(walletTransactions).values([
        {
          memberId: member.id,
          kind: 'upline_out' as const,
          amount: -amount,
          balanceAfter: debited.balance,
          transferId,
          counterpartMemberId: upline.id,
          createdAt: at,
        },
        {
          memberId: upline.id,
          kind: 'upline_in' as const,
          amount,
          balanceAfter: credited,
          transferId,
          counterpartMemberId: member.id,
          createdAt: at,
        },
      ]);
      await notifyMember(tx, upline.id, 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', {
        amount: toWire(amount),
        time: at.getTime(),
        sender: member.username,
        receiver: upline.username,
      });
      return { successAmount: amount };
    }),
  );
}
