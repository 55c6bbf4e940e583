import { endpoints, type EndpointId, type ValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import { safeParse } from 'valibot';
import { afterEach, beforeEach, expect } from 'vitest';
import type { PlatformEnv } from '../http/env';
import type { PlatformOptions } from '../server';
import { call, envelope, testPlatform, type TestPlatform } from './testPlatform';

// Apart from testPlatform.ts, which the end-to-end harness also loads: these use the test runner's hooks.

/** The hosts of the seeded brands, as a browser sends them. */
export const hosts: Record<'lotus' | 'siam' | 'sahara', string> = {
  lotus: 'localhost:4173',
  siam: 'siam.localhost:4173',
  sahara: 'sahara.localhost:4173',
};

/**
 * A fresh platform from the seed for every test of the file, on a clock the test moves (`current.now`) instead of
 * waiting. Every test's clock starts at the same instant (when the file's first test starts), so every test starts
 * from the same seeded rows, which are put back from a copy instead of seeded again (testing/seedSnapshot.ts). A test
 * fails when the platform logged a warning or an error: in dev mode it checks its own answers against the contract
 * and warns of any mismatch.
 */
export function platformPerTest(options: Omit<PlatformOptions, 'clock'> = {}): { platform: TestPlatform; now: number } {
  let platform: TestPlatform | undefined;
  const current = {
    get platform(): TestPlatform {
      if (!platform) throw new Error('The platform is made in beforeEach: use it inside a test');
      return platform;
    },
    /** A test may swap in a platform made with other options; it is checked after the test the same way. */
    set platform(other: TestPlatform) {
      platform = other;
    },
    now: 0,
  };
  let start: number | undefined;
  beforeEach(async () => {
    start ??= Date.now();
    current.now = start;
    platform = await testPlatform({ ...options, clock: () => current.now });
  });
  afterEach(() => {
    expect(platform?.log.lines.filter((line) => line.startsWith('warn') || line.startsWith('error'))).toEqual([]);
  });
  return current;
}

/**
 * Moves the test's clock forward, when needed, to `hours` after the start of its UTC day: a test that writes rows an
 * hour or so before now and reads the day's period must not straddle midnight.
 */
export function intoTheDay(current: { now: number }, hours = 2): void {
  const day = 24 * 60 * 60 * 1000;
  current.now = Math.max(current.now, Math.floor(current.now / day) * day + hours * 60 * 60 * 1000);
}

/** GETs an endpoint of the contract and answers its `value`, parsed by the contract's own schema. */
export async function contractValue<Id extends EndpointId>(
  app: Hono<PlatformEnv>,
  id: Id,
  query = '',
  init: Parameters<typeof call>[2] = {},
): Promise<ValueOf<Id>> {
  const response = await call(app, `${endpoints[id].path}${query}`, init);
  expect(response.status).toBe(200);
  const body = await envelope(response);
  expect(body.success).toBe(true);
  const parsed = safeParse(endpoints[id].value, body.value);
  if (!parsed.success) throw new Error(`${id}: ${parsed.issues[0]?.message ?? 'invalid'}`);
  // safeParse of a schema picked by a type parameter loses its output type; the id pins it down again.
  return parsed.output as ValueOf<Id>;
}
