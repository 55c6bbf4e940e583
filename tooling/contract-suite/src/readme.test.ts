import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands, startHarness, type BrandName, type Harness } from './harness';

/** The accounts of the README's "Try it" table: each row's names (`a`-`b` spelled out) with its password. */
function readmeAccounts(): Array<{ username: string; password: string }> {
  const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
  const section = readme.split('\n## Try it\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [names = '', password = ''] = line.split('|').slice(1, 3);
      const [first = '', last] = [...names.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      const secret = /`([^`]+)`/.exec(password)?.[1] ?? '';
      if (!last) return [{ username: first, password: secret }];
      const prefix = first.replace(/\d+$/, '');
      const [from, to] = [first, last].map((name) => Number(name.slice(prefix.length)));
      return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, i) => ({
        username: `${prefix}${String((from ?? 0) + i).padStart(first.length - prefix.length, '0')}`,
        password: secret,
      }));
    });
}

describe('the README', () => {
  let h: Harness;
  beforeAll(async () => {
    // Its own database even when the suite runs on PostgreSQL: its resets must not pull rows from under the others.
    h = await startHarness({ db: { kind: 'memory' } });
  });
  afterAll(() => h.close());
  // Nine logins a brand from one address: each brand starts with the address's attempts forgotten.
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const accounts = readmeAccounts();

  it('names the demo accounts in its "Try it" table', () => {
    expect(accounts.map((account) => account.username)).toEqual([
      'player01',
      'player02',
      'player03',
      'player04',
      'player05',
      'agent01',
      'agent02',
      'agent03',
      'expired01',
      'default01',
    ]);
  });

  it.each(Object.keys(brands) as BrandName[])(
    'logs in at %s with every account and password it names',
    async (brand) => {
      for (const { username, password } of accounts) {
        const slider = brand === 'lotus' ? await h.slider('lotus', 'login') : {};
        const value = await h.client(brand).call('login', { username, password, type: 'username', ...slider });
        expect(value.userName, `${username} at ${brand}`).toBe(username);
      }
    },
  );
});
