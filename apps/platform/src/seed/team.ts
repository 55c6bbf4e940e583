import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  affiliateLinks,
  memberExclusions,
  members,
  walletTransactions,
  type Member,
  type Merchant,
} from '../db/schema';
import { transferToDownlines } from '../wallet/downlines';
import { currencyPlan } from '../wallet/money';
import { transferToUpline } from '../wallet/upline';
import { demoMembersOf } from './members';

// Team management's demo: agent01's team has paid up and down the tree in the hour and a half before the seed's now
// (so the rows come after the seeded bets in every account record), which leaves its members with balances of their
// own; agent01's balance is where its opening put it (what it paid out agent02 paid it first). player08 is on a 30-day
// time-out taken four days ago, so team management shows each status.

/** The agents' payment password at every merchant (README), so transfers to downlines can be tried at once. */
export const agentPaymentPassword = { usernames: ['agent01', 'agent02', 'agent03'], password: '246810' } as const;

/** A payment up or down the tree: `share` of the opening balance to each member named, `minutesAgo` before now. */
interface TeamPayment {
  from: string;
  /** Downlines paid, or `upline` for the payer's own upline. */
  to: readonly string[] | 'upline';
  share: number;
  minutesAgo: number;
}

export const demoTeamPayments: readonly TeamPayment[] = [
  { from: 'agent02', to: 'upline', share: 0.3, minutesAgo: 95 },
  { from: 'agent01', to: ['player04', 'player05'], share: 0.15, minutesAgo: 80 },
  { from: 'agent02', to: ['player06', 'player07'], share: 0.1, minutesAgo: 65 },
  { from: 'agent03', to: ['player09'], share: 0.25, minutesAgo: 50 },
  { from: 'player10', to: 'upline', share: 0.12, minutesAgo: 35 },
  { from: 'agent03', to: ['player11'], share: 0.05, minutesAgo: 20 },
];

/** The demo member on a time-out: since `daysAgo`, for `days`. */
export const demoTimeOut = { username: 'player08', daysAgo: 4, days: 30 } as const;

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

/**
 * The merchant's team payments, the agents' payment passwords and the time-out, once: a merchant whose demo agents
 * paid their team already (a seed run to fill in a new brand) is left as it is. Payments go through the platform's own
 * transfers, so balances and the ledger agree as for any other.
 */
export async function insertTeamSetup(
  db: Database,
  merchant: Merchant,
  now: Date,
  hash: (password: string) => Promise<string>,
): Promise<void> {
  const demo = await db.select().from(members).where(demoMembersOf(merchant.id));
  const byName = new Map(demo.map((member) => [member.username, member]));
  const agents = agentPaymentPassword.usernames.flatMap((name) => byName.get(name) ?? []);
  if (!agents.length) return;
  const [paid] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        inArray(
          walletTransactions.memberId,
          agents.map((agent) => agent.id),
        ),
        eq(walletTransactions.kind, 'downline_out'),
      ),
    )
    .limit(1);
  if (paid) return;

  await db
    .update(members)
    .set({ paymentPasswordHash: await hash(agentPaymentPassword.password) })
    .where(
      inArray(
        members.id,
        agents.map((agent) => agent.id),
      ),
    );
  const { opening } = currencyPlan(merchant.currency);
  for (const [index, payment] of demoTeamPayments.entries()) {
    const payer = byName.get(payment.from);
    // Whole units of the currency.
    const amount = Math.round((opening * payment.share) / 100) * 100;
    const at = new Date(now.getTime() - payment.minutesAgo * minuteMs);
    const idempotencyKey = `seed-team-${index}`;
    if (!payer) continue;
    if (payment.to === 'upline') {
      const upline = demo.find((member) => member.id === payer.uplineId);
      if (!upline) continue;
      await transferToUpline(db, { member: payer, upline, currency: merchant.currency, amount, idempotencyKey, at });
      continue;
    }
    const downlines = payment.to.flatMap((name) => byName.get(name) ?? []);
    await transferToDownlines(db, { agent: payer, downlines, currency: merchant.currency, amount, idempotencyKey, at });
  }

  const excluded: Member | undefined = byName.get(demoTimeOut.username);
  if (excluded) {
    const since = now.getTime() - demoTimeOut.daysAgo * dayMs;
    await db
      .insert(memberExclusions)
      .values({
        memberId: excluded.id,
        until: new Date(since + demoTimeOut.days * dayMs),
        createdAt: new Date(since),
      })
      .onConflictDoNothing();
  }
}

/**
 * The register centre's demo: agent01's two affiliate links at every merchant (the codes the same everywhere, like
 * the agents' own invitation codes), and the downlines who registered by the first, so its count is not zero.
 */
export const demoAffiliateLinks = [
  { agent: 'agent01', code: 'FBGRP26', remark: 'Facebook group', daysAgo: 120, registered: ['player04', 'player05'] },
  { agent: 'agent01', code: 'PAPER26', remark: 'Flyers', daysAgo: 30, registered: [] },
] as const;

/** The merchant's demo affiliate links and the members recorded as registered by them, where missing. */
export async function insertAffiliateLinks(db: Database, merchant: Merchant, now: Date): Promise<void> {
  const demo = await db.select().from(members).where(demoMembersOf(merchant.id));
  const byName = new Map(demo.map((member) => [member.username, member]));
  for (const link of demoAffiliateLinks) {
    const agent = byName.get(link.agent);
    if (!agent) continue;
    const [made] = await db
      .insert(affiliateLinks)
      .values({
        memberId: agent.id,
        merchantId: merchant.id,
        code: link.code,
        remark: link.remark,
        createdAt: new Date(now.getTime() - link.daysAgo * dayMs),
      })
      .onConflictDoNothing()
      .returning({ id: affiliateLinks.id });
    const registered = link.registered.flatMap((name) => byName.get(name)?.id ?? []);
    if (made && registered.length) {
      await db.update(members).set({ affiliateLinkId: made.id }).where(inArray(members.id, registered));
    }
  }
}
