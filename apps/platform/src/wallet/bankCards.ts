import { errorCodes } from '@lobby/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bankCards,
  merchantBanks,
  merchantWithdrawSettings,
  members,
  type BankCard,
  type Member,
  type Merchant,
  type MerchantBank,
  type MerchantWithdrawSettings,
} from '../db/schema';
import { ApiError } from '../lib/apiError';
import { ruleBreach } from '../merchants/registerRules';

// The member's bank cards: where withdrawals are paid. A member only ever sees or removes their own; a card id of
// another member answers exactly as one of nobody.

export const bankCardErrors = {
  field: (message: string, field: string) => new ApiError(400, errorCodes.validationFailed, message, { field }),
  exists: () =>
    new ApiError(400, errorCodes.bankCardExists, 'This card is already bound. Please use another card.', {
      field: 'cardNumber',
    }),
  limitReached: (max: number) =>
    new ApiError(
      400,
      errorCodes.bankCardLimitReached,
      `You can bind at most ${max} bank cards. Remove one to add another.`,
      { maxBankCards: max },
    ),
  notFound: () =>
    new ApiError(404, errorCodes.bankCardNotFound, 'This bank card is not among yours.', { field: 'bankCardId' }),
  withdrawalsOff: () =>
    new ApiError(400, errorCodes.functionNotAvailable, '#543 function.not.available: this site takes no withdrawals'),
};

/** The merchant's withdrawal rules; a merchant without them takes no withdrawals (`function.not.available`). */
export async function withdrawSettingsOf(db: Database, merchant: Merchant): Promise<MerchantWithdrawSettings> {
  const [settings] = await db
    .select()
    .from(merchantWithdrawSettings)
    .where(eq(merchantWithdrawSettings.merchantId, merchant.id));
  if (!settings) throw bankCardErrors.withdrawalsOff();
  return settings;
}

export function banksOf(db: Database, merchant: Merchant): Promise<MerchantBank[]> {
  return db
    .select()
    .from(merchantBanks)
    .where(eq(merchantBanks.merchantId, merchant.id))
    .orderBy(asc(merchantBanks.sort), asc(merchantBanks.code));
}

/** `************1234`: a star for each digit but the last four. */
export function maskCardNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

export interface CardView {
  card: BankCard;
  bankName: string | undefined;
}

/** The member's cards, oldest first, with their banks' names. */
export async function cardsOf(db: Database, member: Member): Promise<CardView[]> {
  const rows = await db
    .select({ card: bankCards, bankName: merchantBanks.name })
    .from(bankCards)
    .leftJoin(
      merchantBanks,
      and(eq(merchantBanks.merchantId, bankCards.merchantId), eq(merchantBanks.code, bankCards.bankCode)),
    )
    .where(eq(bankCards.memberId, member.id))
    .orderBy(asc(bankCards.id));
  return rows.map((row) => ({ card: row.card, bankName: row.bankName ?? undefined }));
}

/** The member's own card by the id as sent; undefined for another member's, a removed or a malformed id. */
export async function cardOf(db: Database, member: Member, id: string | number): Promise<CardView | undefined> {
  const cardId = Number(typeof id === 'string' ? id.trim() : id);
  if (!Number.isSafeInteger(cardId) || cardId <= 0) return undefined;
  return (await cardsOf(db, member)).find((view) => view.card.id === cardId);
}

/** Letters compared without case, spaces collapsed: how people retype a name. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export interface NewCard {
  bankCode: string;
  accountName: string;
  cardNumber: string;
}

/**
 * Binds a card after its field checks (bank of the merchant's list; holder's name by the merchant's payee-name rule,
 * the member's own payee name where one is set; digits within the merchant's lengths, spaces and dashes ignored). The
 * member's row is locked while the cards are counted, so two additions at once cannot pass the maximum.
 */
export async function addCard(db: Database, member: Member, merchant: Merchant, fields: NewCard): Promise<CardView> {
  const settings = await withdrawSettingsOf(db, merchant);
  const bank = (await banksOf(db, merchant)).find((row) => row.code === fields.bankCode.trim());
  if (!bank) throw bankCardErrors.field('Please choose a bank from the list.', 'bankCode');

  const accountName = fields.accountName.trim().replace(/\s+/g, ' ');
  const nameRule = merchant.registerRules.payeeName;
  if (!accountName) throw bankCardErrors.field("Account holder's name: Input cannot be empty", 'accountName');
  if (ruleBreach(accountName, { minLength: 2, maxLength: 60, ...nameRule })) {
    throw bankCardErrors.field("The account holder's name format is incorrect", 'accountName');
  }
  if (member.payeeName && !sameName(member.payeeName, accountName)) {
    throw bankCardErrors.field('The account holder must be you: use the real name of your account.', 'accountName');
  }

  const cardNumber = fields.cardNumber.replace(/[\s-]/g, '');
  const { cardNumberMinLength: min, cardNumberMaxLength: max } = settings;
  if (!/^\d+$/.test(cardNumber) || cardNumber.length < min || cardNumber.length > max) {
    throw bankCardErrors.field(`The card number is ${min === max ? min : `${min} to ${max}`} digits.`, 'cardNumber');
  }

  const card = await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, member.id));
    if ((held?.n ?? 0) >= settings.maxBankCards) throw bankCardErrors.limitReached(settings.maxBankCards);
    const [added] = await tx
      .insert(bankCards)
      .values({ memberId: member.id, merchantId: merchant.id, bankCode: bank.code, accountName, cardNumber })
      .onConflictDoNothing()
      .returning();
    if (!added) throw bankCardErrors.exists();
    return added;
  });
  return { card, bankName: bank.name };
}

/** Removes the member's own card; another member's or an unknown id is `bank_card_not_found`, removing nothing. */
export async function deleteCard(db: Database, member: Member, id: string | number): Promise<void> {
  const view = await cardOf(db, member, id);
  const removed = view
    ? await db
        .delete(bankCards)
        .where(and(eq(bankCards.id, view.card.id), eq(bankCards.memberId, member.id)))
        .returning({ id: bankCards.id })
    : [];
  if (!removed.length) throw bankCardErrors.notFound();
}
