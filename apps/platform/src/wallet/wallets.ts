import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletTransactions, wallets, type WalletTransactionKind } from '../db/schema';
import type { Cents } from './money';

/** Account type of the main wallet in the platform's balance answers (`balance[].accountTypeId`). */
export const mainWalletTypeId = 2;

/** The member's balance in hundredths; a member without a wallet (a new registration, a trial account) has 0. */
export async function balanceOf(db: Database, memberId: number): Promise<{ balance: Cents; currency?: string }> {
  const [wallet] = await db
    .select({ balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet ?? { balance: 0 };
}

/**
 * Sets a wallet to `balance` (opening it in `currency` when the member has none) and records the difference in the
 * ledger as `kind`: the seed's opening credit, a dev adjustment.
 */
export async function setBalance(
  db: Database,
  wallet: { memberId: number; currency: string; balance: Cents; kind: WalletTransactionKind; at: Date },
): Promise<void> {
  const { memberId, currency, balance, kind, at } = wallet;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    await tx
      .insert(wallets)
      .values({ memberId, currency, balance, updatedAt: at })
      .onConflictDoUpdate({ target: wallets.memberId, set: { balance, updatedAt: at } });
    const amount = balance - (before?.balance ?? 0);
    if (amount !== 0 || !before) {
      await tx.insert(walletTransactions).values({ memberId, kind, amount, balanceAfter: balance, createdAt: at });
    }
  });
}
