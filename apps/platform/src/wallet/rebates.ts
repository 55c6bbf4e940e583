import { betProductTypes, errorCodes } from '@lobby/contract';
import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  betRecords,
  rebateClaims,
  rebateOpenBets,
  rebateRates,
  walletTransactions,
  wallets,
  type Member,
  type Merchant,
  type RebateRate,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import type { Cents } from './money';
import { credit, lockMain, once, type Transaction } from './transfers';
import { mainWalletTypeId } from './wallets';

// The manual rebate (MANPLAYREB3): each settled bet earns its product's rate of its valid bet once. What a member may
// claim is summed from the bets no claim has paid yet (since the rate's start); a claim credits the sum to the main
// wallet and marks the bets with the claim in the same transaction, so nothing is paid twice, however the claims
// race. See docs/decisions/0037-manual-rebate.md.

export const rebateErrors = {
  productUnknown: (product: string) =>
    new ApiError(400, errorCodes.productTypeUnknown, `There is no rebate on "${product}" here.`, {
      field: 'productType',
    }),
  nothingToClaim: () =>
    new ApiError(
      400,
      errorCodes.rebateNothingToClaim,
      'There is no rebate to claim: no valid bet has been placed since your last claim.',
    ),
  belowMinimum: (rebate: Cents, minimum: Cents) =>
    new ApiError(
      400,
      errorCodes.rebateBelowMinimum,
      'The rebate is below the minimum that can be claimed. Play on and claim it later.',
      { data: { rebateAmount: rebate / 100, minimumAmount: minimum / 100 } },
    ),
};

/** The rebate `validBet` earns at `rateBasisPoints` (hundredths of a percent), rounded down to the hundredth. */
export function rebateOf(validBet: Cents, rateBasisPoints: number): Cents {
  return Number((BigInt(validBet) * BigInt(rateBasisPoints)) / 10_000n);
}

/** The least a claim of a product pays: its minimum, and never nothing. */
const floorOf = (rate: RebateRate): Cents => Math.max(rate.minimumClaim, 1);

/** The merchant's rates, in the order of the game lanes. */
export async function ratesOf(db: Database | Transaction, merchantId: number): Promise<RebateRate[]> {
  const rows = await db.select().from(rebateRates).where(eq(rebateRates.merchantId, merchantId));
  const place = (product: string) => {
    const index = (betProductTypes as readonly string[]).indexOf(product);
    return index < 0 ? betProductTypes.length : index;
  };
  return rows.sort((a, b) => place(a.productType) - place(b.productType) || a.productType.localeCompare(b.productType));
}

interface OpenBets {
  validBet: Cents;
  bets: number;
  /** The newest bet counted: a claim marks the bets up to it, so a bet written meanwhile is left for the next one. */
  lastId: number;
}

/** The member's bets that earn a rebate and no claim has paid, summed by product. */
async function openBetsOf(
  db: Database | Transaction,
  memberId: number,
  merchantId: number,
  productType?: string,
): Promise<Map<string, OpenBets>> {
  const rows = await db
    .select({
      productType: betRecords.productType,
      validBet: sql<string>`coalesce(sum(${betRecords.validBet}), 0)`,
      bets: count(),
      lastId: max(betRecords.id),
    })
    .from(betRecords)
    .innerJoin(
      rebateRates,
      and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.productType, betRecords.productType)),
    )
    .where(
      and(
        eq(betRecords.memberId, memberId),
        productType === undefined ? undefined : eq(betRecords.productType, productType),
        rebateOpenBets(betRecords),
        gte(betRecords.createdAt, rebateRates.since),
      ),
    )
    .groupBy(betRecords.productType);
  return new Map(
    rows.map((row) => [row.productType, { validBet: Number(row.validBet), bets: row.bets, lastId: row.lastId ?? 0 }]),
  );
}

export interface RebateItem {
  productType: string;
  rateBasisPoints: number;
  validBet: Cents;
  rebate: Cents;
  minimum: Cents;
  /** When the member last claimed the product; null before the first claim. */
  lastClaimAt: Date | null;
}

/** Each product the merchant pays a rebate on: what the member's open bets of it have earned, and the last claim. */
export async function manualRebateOf(db: Database, member: Pick<Member, 'id' | 'merchantId'>): Promise<RebateItem[]> {
  const [rates, open, claims] = await Promise.all([
    ratesOf(db, member.merchantId),
    openBetsOf(db, member.id, member.merchantId),
    db
      .select({ productType: rebateClaims.productType, at: max(rebateClaims.createdAt) })
      .from(rebateClaims)
      .where(eq(rebateClaims.memberId, member.id))
      .groupBy(rebateClaims.productType),
  ]);
  const lastClaimOf = new Map(claims.map((row) => [row.productType, row.at]));
  return rates.map((rate) => {
    const validBet = open.get(rate.productType)?.validBet ?? 0;
    return {
      productType: rate.productType,
      rateBasisPoints: rate.rateBasisPoints,
      validBet,
      rebate: rebateOf(validBet, rate.rateBasisPoints),
      minimum: floorOf(rate),
      lastClaimAt: lastClaimOf.get(rate.productType) ?? null,
    };
  });
}

/** What a claim paid: in hundredths, and when (epoch ms), so the answer stored with its idempotency key reads back. */
export interface RebateClaimResult {
  rebate: Cents;
  claimedAt: number;
  list: Array<{ productType: string; validBet: Cents; rateBasisPoints: number; rebate: Cents }>;
}

/**
 * Pays the member's rebate of one product (`productType`), or of every product whose rebate reaches its minimum,
 * into the main wallet: in one transaction, under the idempotency key, after the main wallet's lock that every
 * movement and every round takes first. The credit, its `rebate` ledger row, a claim row per product and the mark on
 * each bet paid go together; a second claim finds those bets marked and pays nothing more. Refused (nothing written)
 * when no bet is left to rebate (`rebate_nothing_to_claim`) or the rebate is below the minimum (`rebate_below_minimum`).
 */
export async function claimRebate(
  db: Database,
  request: {
    member: Pick<Member, 'id' | 'merchantId'>;
    merchant: Pick<Merchant, 'currency'>;
    productType?: string | undefined;
    idempotencyKey: string;
    at: Date;
  },
): Promise<RebateClaimResult> {
  const { member, merchant, productType, idempotencyKey, at } = request;
  const rates = await ratesOf(db, member.merchantId);
  if (productType !== undefined && !rates.some((rate) => rate.productType === productType)) {
    throw rebateErrors.productUnknown(productType);
  }
  const fingerprint = `claimManualRebate:${productType ?? 'ALL'}`;
  return db.transaction(async (tx) =>
    once(tx, { memberId: member.id, key: idempotencyKey, fingerprint, at }, async () => {
      // A member who never had a wallet gets one to lock: concurrent claims queue on it like every other movement.
      await tx
        .insert(wallets)
        .values({ memberId: member.id, currency: merchant.currency, balance: 0, updatedAt: at })
        .onConflictDoNothing();
      await lockMain(tx, member.id);
      const open = await openBetsOf(tx, member.id, member.merchantId, productType);
      const earned = rates.flatMap((rate) => {
        const bets = open.get(rate.productType);
        if (!bets) return [];
        return [{ rate, bets, rebate: rebateOf(bets.validBet, rate.rateBasisPoints) }];
      });
      const payable = earned.filter((item) => item.rebate >= floorOf(item.rate));
      if (!payable.length) {
        const [short] = earned.filter((item) => item.rebate > 0);
        if (short) throw rebateErrors.belowMinimum(short.rebate, floorOf(short.rate));
        throw rebateErrors.nothingToClaim();
      }
      const total = payable.reduce((sum, item) => sum + item.rebate, 0);
      const balanceAfter = await credit(
        tx,
        { memberId: member.id, accountTypeId: mainWalletTypeId, currency: merchant.currency },
        total,
        at,
      );
      const [ledger] = await tx
        .insert(walletTransactions)
        .values({ memberId: member.id, kind: 'rebate', amount: total, balanceAfter, createdAt: at })
        .returning({ id: walletTransactions.id });
      if (!ledger) throw new Error('the rebate ledger row was not written');
      const claims = await tx
        .insert(rebateClaims)
        .values(
          payable.map((item) => ({
            memberId: member.id,
            productType: item.rate.productType,
            validBet: item.bets.validBet,
            rateBasisPoints: item.rate.rateBasisPoints,
            amount: item.rebate,
            transactionId: ledger.id,
            createdAt: at,
          })),
        )
        .returning({ id: rebateClaims.id, productType: rebateClaims.productType });
      for (const item of payable) {
        const claim = claims.find((row) => row.productType === item.rate.productType);
        if (!claim) throw new Error('a rebate claim row was not written');
        await markPaid(tx, { memberId: member.id, claimId: claim.id, rate: item.rate, bets: item.bets });
      }
      return {
        rebate: total,
        claimedAt: at.getTime(),
        list: payable.map((item) => ({
          productType: item.rate.productType,
          validBet: item.bets.validBet,
          rateBasisPoints: item.rate.rateBasisPoints,
          rebate: item.rebate,
        })),
      };
    }),
  );
}

/**
 * Marks the bets a claim paid with the claim, and checks they are the ones summed: the main wallet's lock keeps
 * rounds out meanwhile, so a difference means a writer that took no lock, and the claim is undone rather than paying
 * for bets it did not count (or marking bets it did not pay).
 */
async function markPaid(
  tx: Transaction,
  paid: { memberId: number; claimId: number; rate: RebateRate; bets: OpenBets },
): Promise<void> {
  const { memberId, claimId, rate, bets } = paid;
  const result = await tx.execute(sql`
    with marked as (
      update ${betRecords} set rebate_claim_id = ${claimId}
      where ${betRecords.memberId} = ${memberId} and ${betRecords.productType} = ${rate.productType}
        and ${rebateOpenBets(betRecords)} and ${gte(betRecords.createdAt, rate.since)}
        and ${betRecords.id} <= ${bets.lastId}
      returning ${betRecords.validBet}
    )
    select count(*)::integer as bets, coalesce(sum(valid_bet), 0)::text as valid_bet from marked`);
  // Both drivers answer { rows }; drizzle types the raw result per driver.
  const [row] = (result as unknown as { rows: Array<{ bets: number; valid_bet: string }> }).rows;
  if (Number(row?.bets) !== bets.bets || Number(row?.valid_bet) !== bets.validBet) {
    throw new Error(`the bets marked for rebate claim ${claimId} are not the ones summed`);
  }
}

/** The merchant's rates as `MCSFE_getCustomerRebateSettingByProductType` answers them: percentages by product. */
export function settingsOf(rates: readonly RebateRate[]): Record<string, Array<{ rebateValue: number }>> {
  return Object.fromEntries(rates.map((rate) => [rate.productType, [{ rebateValue: rate.rateBasisPoints / 100 }]]));
}
