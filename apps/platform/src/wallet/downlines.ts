import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletTransactions, wallets, type Member } from '../db/schema';
import { notifyMember } from '../realtime/publish';
import { toWire, type Cents } from './money';
import { credit, lockMains, once, transferErrors } from './transfers';
import { mainWalletTypeId } from './wallets';

// An agent's transfer to downlines (team management): the same amount from the agent's main wallet to each downline
// named, all or nothing. One transaction locks every main wallet involved in member id order (the order every
// transfer between members takes, so crossing transfers cannot deadlock), debits the agent the whole total by one
// conditional update, credits each downline and writes both halves of each payment to the ledger.

export interface DownlinesTransfer {
  agent: Pick<Member, 'id' | 'username'>;
  /** Members of the agent's team, each once (checked by the caller). */
  downlines: ReadonlyArray<Pick<Member, 'id' | 'username'>>;
  currency: string;
  /** What each downline receives, in hundredths, above 0. */
  amount: Cents;
  idempotencyKey: string;
  at: Date;
}

export interface DownlinesTransferDone {
  amountEach: Cents;
  downlineCount: number;
  totalAmount: Cents;
  /** The agent's main wallet after it. */
  balance: Cents;
}

/**
 * Pays `amount` to each downline once per idempotency key (the same key for other downlines or another amount is
 * refused); `transfer_balance_not_enough` (nothing moved) when the agent's balance is short of the total, and
 * `transfer_amount_invalid` for a total too large to count.
 */
export async function transferToDownlines(db: Database, transfer: DownlinesTransfer): Promise<DownlinesTransferDone> {
  const { agent, currency, amount, idempotencyKey, at } = transfer;
  const downlines = [...transfer.downlines].sort((a, b) => a.id - b.id);
  const total = amount * downlines.length;
  if (!downlines.length || !Number.isSafeInteger(total)) throw transferErrors.amountInvalid();
  const fingerprint = `downlines:${downlines.map((downline) => downline.id).join(',')}:${amount}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: agent.id, key: idempotencyKey, fingerprint, at }, async () => {
      await lockMains(tx, [agent.id, ...downlines.map((downline) => downline.id)]);
      const [debited] = await tx
        .update(wallets)
        .set({ balance: sql`${wallets.balance} - ${total}`, updatedAt: at })
        .where(and(eq(wallets.memberId, agent.id), gte(wallets.balance, total)))
        .returning({ balance: wallets.balance });
      if (!debited) throw transferErrors.balanceNotEnough();
      // The agent's rows replay the debit one payment at a time, so each carries the balance after it.
      let agentAfter = debited.balance + total;
      const ledger: Array<typeof walletTransactions.$inferInsert> = [];
      for (const downline of downlines) {
        const credited = await credit(
          tx,
          { memberId: downline.id, accountTypeId: mainWalletTypeId, currency },
          amount,
          at,
        );
        agentAfter -= amount;
        const transferId = randomUUID();
        ledger.push(
          {
            memberId: agent.id,
            kind: 'downline_out',
            amount: -amount,
            balanceAfter: agentAfter,
            transferId,
            counterpartMemberId: downline.id,
            createdAt: at,
          },
          {
            memberId: downline.id,
            kind: 'downline_in',
            amount,
            balanceAfter: credited,
            transferId,
            counterpartMemberId: agent.id,
            createdAt: at,
          },
        );
      }
      await tx.insert(walletTransactions).values(ledger);
      for (const downline of downlines) {
        await notifyMember(tx, downline.id, 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', {
          amount: toWire(amount),
          time: at.getTime(),
          sender: agent.username,
          receiver: downline.username,
        });
      }
      return { amountEach: amount, downlineCount: downlines.length, totalAmount: total, balance: debited.balance };
    }),
  );
}
