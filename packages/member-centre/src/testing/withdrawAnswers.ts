import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';
import { securityWith } from './securityAnswers';

/** The merchant's withdrawal rules: 100 to 50,000, 1.5 % at least 5, at most three cards of 10 to 19 digits. */
export const withdrawSettingsWith = (changes: Record<string, unknown> = {}): FakeAnswer => ({
  value: {
    minimumAmount: 100,
    maximumAmount: 50000,
    minWithdrawal: 100,
    maxWithdrawal: 50000,
    chargeRate: 1.5,
    minimumCharge: 5,
    freeWithdrawalsPerDay: 1,
    freeWithdrawalsLeft: 0,
    c2cEnabled: false,
    paymentConfirmationMinutes: 30,
    maxBankCards: 3,
    cardNumberMinLength: 10,
    cardNumberMaxLength: 19,
    ...changes,
  },
});

export const twoCards = [
  { id: 11, bankCode: 'KBANK', bankName: 'Kasikornbank', accountName: 'Somchai One', cardNumber: '******1234' },
  { id: 12, bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountName: 'Somchai One', cardNumber: '******5678' },
];

/** A C2C withdrawal of 1,000 to the first card, paid by a payer at 10:00 and awaiting the member's answer. */
export const disbursedWithdrawal = {
  withdrawId: 601,
  amount: 1000,
  withdrawCharges: 15,
  actualAmount: 985,
  status: 'DISBURSED',
  bankName: 'Kasikornbank',
  cardNumber: '******1234',
  c2c: true,
  createTime: Date.UTC(2026, 4, 3, 9, 40),
  updateTime: Date.UTC(2026, 4, 3, 10, 0),
  disbursedTime: Date.UTC(2026, 4, 3, 10, 0),
  autoConfirmTime: Date.UTC(2026, 4, 3, 10, 30),
};

/** A member with a payment password, two bank cards and one approved withdrawal, as the platform answers. */
export const withdrawAnswers: FakePlatform = {
  'GET /wps/v2/member/securityConfig': securityWith({ paymentPasswordSet: true }),
  'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettingsWith(),
  'GET /wps/relay/MCSFE_getBankCards': { value: twoCards },
  'GET /wps/relay/MCSFE_getWithdrawBanks': {
    value: [
      { bankCode: 'KBANK', bankName: 'Kasikornbank' },
      { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
      { bankCode: 'BBL', bankName: 'Bangkok Bank' },
    ],
  },
  'GET /wps/relay/MCSFE_getCalculatedWithdrawCharges': (request) => {
    const amount = Number(request.query.amount);
    const charge = Math.max(5, Math.round(amount * 1.5) / 100);
    return { value: { amount, withdrawCharges: charge, actualAmount: amount - charge } };
  },
  'GET /wps/relay/MCSFE_getPaymentConfirmationList': { value: { minutes: 30, list: [] } },
  'GET /wps/relay/MCSFE_getWithdrawRecords': {
    value: {
      list: [
        {
          withdrawId: 501,
          amount: 300,
          withdrawCharges: 5,
          actualAmount: 295,
          status: 'APPROVED',
          bankName: 'Kasikornbank',
          cardNumber: '******1234',
          createTime: Date.UTC(2026, 4, 2, 9, 30),
        },
      ],
      totalCount: 1,
      totalPages: 1,
    },
  },
};
