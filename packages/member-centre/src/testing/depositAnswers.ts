import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';

/** Deposits open, four presets and one deposit promotion; `changes` for deposits off and the like. */
export const depositSettingsWith = (changes: Record<string, unknown> = {}): FakeAnswer => ({
  value: {
    allowDeposit: 'Y',
    depositOffMessage: null,
    totalDepositSuccessCount: 1,
    amountPresets: [100, 500, 1000, 5000],
    promotions: [{ promotionId: 31, title: 'Weekend reload: 50% on your deposits' }],
    ...changes,
  },
});

/** Online payment through a QR payment (50 to 20,000) or online banking (100 to 50,000); a transfer to one account. */
export const depositMethods = {
  PG: {
    methodName: 'Online payment',
    channels: [
      { bankCode: 'QRPAY', bankName: 'QR payment', bankType: 'QR', vendorId: 901, minAmount: 50, maxAmount: 20000 },
      {
        bankCode: 'KBANK',
        bankName: 'Kasikornbank online banking',
        bankType: 'EBANK',
        vendorId: 902,
        minAmount: 100,
        maxAmount: 50000,
      },
    ],
  },
  MT: {
    methodName: 'Bank transfer',
    channels: [
      {
        bankCode: 'SCB',
        bankName: 'Siam Commercial Bank',
        bankType: 'BANK',
        vendorId: 0,
        minAmount: 100,
        maxAmount: 100000,
        accountName: 'Lotus Payments Ltd',
        accountNumber: '000188776655',
        bankBranch: 'Head office',
      },
    ],
  },
};

/** A deposit of the member's records. */
export const depositRecord = (changes: Record<string, unknown> = {}) => ({
  depositId: 41,
  method: 'PG',
  bankName: 'QR payment',
  amount: 500,
  status: 'SUCCESSFUL',
  remarks: null,
  promotionId: null,
  taskCreated: false,
  receipt: false,
  createTime: Date.UTC(2026, 4, 1, 9, 30),
  updateTime: Date.UTC(2026, 4, 1, 9, 35),
  ...changes,
});

export const recordsOf = (...list: Array<ReturnType<typeof depositRecord>>): FakeAnswer => ({
  value: { list, totalCount: list.length, totalPages: 1 },
});

/** A bank transfer made: where the money goes, pending. */
export const bankTransferMade = (changes: Record<string, unknown> = {}): FakeAnswer => ({
  value: {
    depositId: 43,
    status: 'PENDING',
    amount: 2000,
    remarks: 'Somchai One',
    bankBranch: 'Head office',
    bankChName: 'Siam Commercial Bank',
    receiverNamePinyin: 'Lotus Payments Ltd',
    accountNumber: '000188776655',
    ...changes,
  },
});

/** A member with one successful online deposit, deposits open, as the platform answers the Deposit page. */
export const depositAnswers: FakePlatform = {
  'GET /wps/member/info': {
    value: { id: 7, account: 'player01', nickname: 'Somchai One', type: 0, regDate: Date.UTC(2026, 0, 15) },
  },
  'GET /wps/relay/MCSFE_getDepositSettings': depositSettingsWith(),
  'GET /wps/relay/MCSFE_getDepositBanksList': { value: depositMethods },
  'GET /wps/relay/MCSFE_getDepositRecords': recordsOf(depositRecord()),
};
