import { hashPassword, passwordHashParameters, passwordProblem, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane) with a salt of their own', async () => {
    const hash = await hashPassword('Player#2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(passwordHashParameters.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(await hashPassword('Player#2026')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Player#2026')).toBe(true);
    expect(await verifyPassword(hash, 'player#2026')).toBe(false);
  });

  it('refuse a login against no stored hash or a damaged one', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spend about as long on an unknown account as on a wrong password', async () => {
    const stored = await hashPassword('Player#2026');
    await verifyPassword(undefined, 'warm-up');
    // The fastest of several runs: other work on the machine only ever adds time, so the minimum is the work itself
    // (a median still caught a busy moment on a loaded 2-core machine).
    const fastest = async (check: () => Promise<boolean>) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 7; run += 1) {
        const started = performance.now();
        await check();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const wrong = await fastest(() => verifyPassword(stored, 'guess'));
    const unknown = await fastest(() => verifyPassword(undefined, 'guess'));
    // The same argon2id work either way; loose bounds all the same.
    expect(unknown).toBeGreaterThan(wrong / 3);
    expect(unknown).toBeLessThan(wrong * 3);
  });

  const lotus = { code: 'lotus88', brandId: 'lotus', displayName: 'Lotus Palace' };
  const check = (password: string, rule?: Parameters<typeof passwordProblem>[1], account = 'player01') =>
    passwordProblem(password, rule, { account, merchant: lotus });

  it("check a new password against the merchant's rule, and never allow the default one", async () => {
    const rule = { acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$', minLength: 8, maxLength: 16 };
    expect(await check('Fresh2027', rule)).toBeUndefined();
    expect(await check('Fresh', rule)).toBe('The new password must be 8-16 characters long.');
    expect(await check('onlyletterswxyz', rule)).toMatch(/password rule/);
    expect(await check('123456', undefined)).toMatch(/default password/);
    expect(await check('anything-goes', { acceptedPattern: '*', minLength: 6, maxLength: 6 })).toBe(
      'The new password must be 6 characters long.',
    );
    // A broken pattern in the settings leaves the length check.
    expect(await check('Fresh2027', { ...rule, acceptedPattern: '([' })).toBeUndefined();
  });

  it('take 8 to 64 characters of any script, spaces included, with no composition rule (the seeded rule)', async () => {
    const rule = { acceptedPattern: '^[^\\x00-\\x1F\\x7F]+$', minLength: 8, maxLength: 64 };
    for (const password of [
      'correct horse battery staple',
      'ม้าลายกินหญ้า',
      'كلمة سر طويلة',
      '这个密码很长很长',
      'x'.repeat(30) + 'y'.repeat(34),
    ]) {
      expect(await check(password, rule), password).toBeUndefined();
    }
    expect(await check('y'.repeat(65) + 'z', rule)).toBe('The new password must be 8-64 characters long.');
    // Length is counted in characters, not UTF-16 units: 8 emoji are 8 characters.
    expect(await check('🎲🎰🃏🀄🎯🎳🎱🎮', rule)).toBeUndefined();
    expect(await check('tab\there!', rule)).toMatch(/password rule/);
  });

  it('refuse the passwords tried first: common ones, one character repeated, the account or site name', async () => {
    const rule = { acceptedPattern: '^[^\\x00-\\x1F\\x7F]+$', minLength: 8, maxLength: 64 };
    for (const password of ['password', '12345678', 'Password', 'qwertyuiop', 'iloveyou', 'aaaaaaaa', '00000000000']) {
      expect(await check(password, rule), password).toMatch(/tried first when guessing/);
    }
    expect(await check('player01', rule)).toMatch(/must not contain the user name/);
    expect(await check('MyPLAYER01pass', rule)).toMatch(/must not contain the user name/);
    expect(await check('call 912000001 now', rule, '912000001')).toMatch(/mobile number/);
    expect(await check('lotus88forever', rule)).toMatch(/site's name/);
    expect(await check('PalaceGuard#1', rule)).toMatch(/site's name/);
    expect(await check('Player#2026', rule)).toBeUndefined();
  });
});
