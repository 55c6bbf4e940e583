import type { FakePlatform } from '@lobby/api-client/testing';

// A type, not an interface: it stands where the contract's open objects (looseObject) are expected.
type Limit = {
  limit: number | null;
  used: number;
  pendingLimit: number | null;
  pendingFrom: number | null;
};
type Period = 'daily' | 'weekly' | 'monthly';
export type Limits = Record<Period, Limit>;

const periods: readonly Period[] = ['daily', 'weekly', 'monthly'];

/** A deposit limit as the platform answers it: none in force, nothing deposited, no raise waiting. */
const openLimit: Limit = { limit: null, used: 0, pendingLimit: null, pendingFrom: null };

/** The member's limits: the periods given changed, the others open. */
export const limitsWith = (changes: Partial<Record<Period, Partial<Limit>>> = {}): Limits => ({
  daily: { ...openLimit, ...changes.daily },
  weekly: { ...openLimit, ...changes.weekly },
  monthly: { ...openLimit, ...changes.monthly },
});

/** When a raise set now would apply in the stories and tests: 3 May 2026, 09:30 UTC. */
export const raiseFrom = Date.UTC(2026, 4, 3, 9, 30);

/**
 * A member with a daily limit of 500 (120 deposited today), a weekly one of 2,000 about to rise to 3,000, and no
 * monthly limit.
 */
export const someLimits = limitsWith({
  daily: { limit: 500, used: 120 },
  weekly: { limit: 2000, used: 120, pendingLimit: 3000, pendingFrom: raiseFrom },
  monthly: { used: 120 },
});

/**
 * The limits endpoints over one member's limits, by the platform's rule: a limit lower than the one in force (or the
 * first) applies at once, a higher one or none waits until `raiseFrom`.
 */
export function limitsPlatform(start: Limits = someLimits): FakePlatform {
  let current = structuredClone(start);
  return {
    'GET /wps/relay/MCSFE_getDepositLimits': () => ({ value: current }),
    'POST /wps/relay/MCSFE_setDepositLimits': (request) => {
      const next = structuredClone(current);
      const body = request.body ?? {};
      for (const period of periods) {
        if (!(period in body)) continue;
        const sent = body[period] as number | null;
        const row = next[period];
        const loosens = row.limit !== null && (sent === null || sent > row.limit);
        Object.assign(
          row,
          loosens
            ? { pendingLimit: sent, pendingFrom: raiseFrom }
            : { limit: sent, pendingLimit: null, pendingFrom: null },
        );
      }
      current = next;
      return { value: current };
    },
  };
}

/** A break started: it ends on 9 May 2026, 09:30 UTC. */
export const breakUntil = Date.UTC(2026, 4, 9, 9, 30);
