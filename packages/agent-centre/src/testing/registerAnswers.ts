import type { FakePlatform } from '@lobby/api-client/testing';
import type { RegisterRules, ValueOf } from '@lobby/contract';

type AffiliateLink = ValueOf<'affiliateLinks'>['list'][number];

/** Two links of the agent: one that brought members, one not shared yet. */
export const demoLinks: readonly AffiliateLink[] = [
  { id: 2, code: 'K7QD4M', remark: 'Facebook group', createTime: Date.UTC(2025, 11, 20), registrations: 3 },
  { id: 1, code: 'W2HX9P', remark: null, createTime: Date.UTC(2025, 9, 2), registrations: 0 },
];

/** A merchant's registration rules (`status.info.register`): the real name asked and required. */
export const demoRules: RegisterRules = {
  username: { enabled: '1', required: '1', minLength: 4, maxLength: 16 },
  password: { enabled: '1', required: '1', minLength: 6, maxLength: 20 },
  payeeName: { enabled: '1', required: '1', minLength: 2, maxLength: 40 },
  email: { enabled: '0', required: '0' },
  mobileNum: { enabled: '0', required: '0' },
};

/**
 * The fake platform's register centre: the agent's links (a new one goes on top), and registrations
 * that refuse the name `taken1`.
 */
export function registerAnswers({ links = demoLinks }: { links?: readonly AffiliateLink[] } = {}): FakePlatform {
  const held = [...links];
  return {
    'GET /wps/relay/MCSFE_getAffiliateLinks': () => ({ value: { list: held } }),
    'POST /wps/relay/MCSFE_createAffiliateLink': ({ body }) => {
      const link = {
        id: held.length + 1,
        code: 'N5RT8B',
        remark: typeof body?.remark === 'string' ? body.remark : null,
        createTime: Date.UTC(2026, 0, 5),
        registrations: 0,
      };
      held.unshift(link);
      return { value: link };
    },
    'POST /wps/relay/MCSFE_registerDownline': ({ body }) =>
      body?.username === 'taken1'
        ? {
            status: 400,
            errorCode: 'username_taken',
            message: 'This user name is already registered.',
            value: { field: 'username' },
          }
        : { value: { username: String(body?.username), registerTime: Date.UTC(2026, 0, 5) } },
  };
}
