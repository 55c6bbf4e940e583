import { afterEach, beforeEach, expect } from 'vitest';
import type { PlatformOptions } from '../server';
import { testPlatform, type TestPlatform } from './testPlatform';

// Apart from testPlatform.ts, which the end-to-end harness also loads: these use the test runner's hooks.

/** The hosts of the seeded brands, as a browser sends them. */
export const hosts: Record<'lotus' | 'siam' | 'sahara', string> = {
  lotus: 'localhost:4173',
  siam: 'siam.localhost:4173',
  sahara: 'sahara.localhost:4173',
};

/**
 * A fresh platform from the seed for every test of the file, on a clock the test moves (`current.now`) instead of
 * waiting. A test fails when the platform logged a warning or an error: in dev mode it checks its own answers against
 * the contract and warns of any mismatch.
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
  beforeEach(async () => {
    current.now = Date.now();
    platform = await testPlatform({ ...options, clock: () => current.now });
  });
  afterEach(() => {
    expect(platform?.log.lines.filter((line) => line.startsWith('warn') || line.startsWith('error'))).toEqual([]);
  });
  return current;
}
