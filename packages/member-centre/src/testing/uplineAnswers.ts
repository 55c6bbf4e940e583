import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';
import { securityWith } from './securityAnswers';
import { walletAnswers } from './walletAnswers';

/** The member info of player03, under the agent Agent One (`toUpline`), or of a member under no agent. */
export const memberInfoWith = (toUpline: boolean | undefined): FakeAnswer => ({
  value: {
    id: 9,
    account: 'player03',
    nickname: 'Player Three',
    type: 0,
    regDate: Date.UTC(2026, 1, 3),
    ...(toUpline === undefined ? {} : { toUpline }),
  },
});

/** A member under an agent with a payment password and 1,200.50 in the main wallet, as the platform answers. */
export const uplineAnswers: FakePlatform = {
  'GET /wps/member/info': memberInfoWith(true),
  'GET /wps/relay/MCSFE_getUplineInfo': { value: { uplineName: 'Agent One' } },
  'GET /wps/relay/GCS_getAllWalletBalanceV2': walletAnswers['GET /wps/relay/GCS_getAllWalletBalanceV2'] as FakeAnswer,
  'GET /wps/v2/member/securityConfig': securityWith({ paymentPasswordSet: true }),
};
