import { endpoints, errorCodes } from '@lobby/contract';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const tokenOf = (username = 'player01', merchantCode = 'lotus88') =>
  sessionFor(current.platform, merchantCode, username);

const cards = (token: string, host = hosts.lotus) =>
  contractValue(current.platform.app, 'bankCards', '', { host, headers: { authorization: token } });

function send(method: 'POST' | 'DELETE', path: string, token: string, json: unknown, host = hosts.lotus) {
  return call(current.platform.app, path, { method, host, json, headers: { authorization: token } });
}

const addCard = (token: string, json: Record<string, string>, host?: string) =>
  send('POST', endpoints.addBankCard.path, token, json, host);
const deleteCard = (token: string, bankCardId: unknown) =>
  send('DELETE', endpoints.deleteBankCard.path, token, { bankCardId });

const newCard = { bankCode: 'ACB', accountName: 'Kittisak Three', cardNumber: '9704 0000 1234' };

describe('banks and bank cards', () => {
  it("lists the merchant's banks, and a member's seeded cards with their numbers masked", async () => {
    const token = await tokenOf();
    const banks = await contractValue(current.platform.app, 'withdrawBanks', '', {
      headers: { authorization: token },
    });
    expect(banks.map((bank) => bank.bankCode)).toEqual(['VCB', 'TCB', 'ACB', 'BIDV']);
    const listed = await cards(token);
    expect(
      listed.map(({ bankCode, bankName, accountName, cardNumber }) => [bankCode, bankName, accountName, cardNumber]),
    ).toEqual([
      ['VCB', 'Vietcombank', 'Somchai Player', '********0001'],
      ['TCB', 'Techcombank', 'Somchai Player', '********0002'],
    ]);
    expect(await cards(await tokenOf('player03'))).toEqual([]);
  });

  it('adds a card (spaces ignored) answered masked, and removes it', async () => {
    const token = await tokenOf('player03');
    const added = await addCard(token, newCard);
    expect(added.status).toBe(200);
    const card = (await envelope(added)).value as { id: number; cardNumber: string; bankName: string };
    expect(card).toMatchObject({ cardNumber: '********1234', bankName: 'Asia Commercial Bank' });
    expect((await cards(token)).map((row) => row.id)).toEqual([card.id]);
    expect((await deleteCard(token, card.id)).status).toBe(200);
    expect(await cards(token)).toEqual([]);
  });

  it.each([
    [{ ...newCard, bankCode: 'KBANK' }, errorCodes.validationFailed, 'bankCode'],
    [{ ...newCard, accountName: ' ' }, errorCodes.validationFailed, 'accountName'],
    [{ ...newCard, accountName: 'Kittisak 3' }, errorCodes.validationFailed, 'accountName'],
    [{ ...newCard, cardNumber: '12345678' }, errorCodes.validationFailed, 'cardNumber'],
    [{ ...newCard, cardNumber: '12345678901234567890' }, errorCodes.validationFailed, 'cardNumber'],
    [{ ...newCard, cardNumber: '12345678901a' }, errorCodes.validationFailed, 'cardNumber'],
  ])('refuses %o (%s, %s) and binds nothing', async (body, code, field) => {
    const token = await tokenOf('player03');
    const refused = await addCard(token, body);
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ errorCode: code, value: { field } });
    expect(await cards(token)).toEqual([]);
  });

  it("refuses a holder other than the member's payee name where one is set (siam)", async () => {
    const token = await tokenOf('player03', 'siam99');
    const refused = await addCard(
      token,
      { bankCode: 'SCB', accountName: 'Somebody Else', cardNumber: '1234567890' },
      hosts.siam,
    );
    expect(await envelope(refused)).toMatchObject({ value: { field: 'accountName' } });
    const own = await addCard(
      token,
      { bankCode: 'SCB', accountName: 'kittisak  three', cardNumber: '1234567890' },
      hosts.siam,
    );
    expect(own.status).toBe(200);
  });

  it('refuses a card already bound, by the member or by another', async () => {
    const token = await tokenOf('player03');
    expect((await addCard(token, newCard)).status).toBe(200);
    expect(await envelope(await addCard(token, newCard))).toMatchObject({ errorCode: errorCodes.bankCardExists });
    const other = await addCard(await tokenOf('player04'), newCard);
    expect(await envelope(other)).toMatchObject({ errorCode: errorCodes.bankCardExists });
  });

  it("keeps to the merchant's maximum, also when cards are added at once", async () => {
    const token = await tokenOf('player03');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => addCard(token, { ...newCard, cardNumber: `97040000123${n}` })),
    );
    const codes = await Promise.all(answers.map(async (answer) => (await envelope(answer)).errorCode ?? 'ok'));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === errorCodes.bankCardLimitReached)).toHaveLength(3);
    expect(await cards(token)).toHaveLength(3);
  });

  it("never shows or removes another member's card: its id answers as one of nobody", async () => {
    const owner = await tokenOf();
    const [card] = await cards(owner);
    const stranger = await tokenOf('player02');
    const answers = await Promise.all([deleteCard(stranger, card?.id), deleteCard(stranger, 999_999)]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await envelope(answer)).toEqual({
        success: false,
        value: { field: 'bankCardId' },
        errorCode: errorCodes.bankCardNotFound,
        message: 'This bank card is not among yours.',
      });
    }
    expect((await cards(stranger)).map((row) => row.id)).not.toContain(card?.id);
    expect(await cards(owner)).toHaveLength(2);
  });

  it('refuses visitors', async () => {
    expect((await call(current.platform.app, endpoints.bankCards.path)).status).toBe(401);
    const anonymous = await call(current.platform.app, endpoints.addBankCard.path, { method: 'POST', json: newCard });
    expect(anonymous.status).toBe(401);
  });
});
