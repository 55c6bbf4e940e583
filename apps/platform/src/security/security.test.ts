import { SlidingWindowLimiter } from './rateLimit';
import { hashPassword, passwordHashParameters, verifyPassword } from './passwords';

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
});

describe('sliding-window limiter', () => {
  it('allows the limit inside any window and tells how long to wait', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000 }, () => now);
    expect(limiter.hit('ip').allowed).toBe(true);
    now = 600;
    expect(limiter.hit('ip')).toMatchObject({ allowed: true, remaining: 0 });
    now = 900;
    expect(limiter.hit('ip')).toMatchObject({ allowed: false, retryAfterMs: 100 });
    expect(limiter.hit('other').allowed).toBe(true);
    // The first hit has left the window; the second (at 600) still counts.
    now = 1001;
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip').allowed).toBe(false);
    limiter.forget('ip');
    expect(limiter.hit('ip').allowed).toBe(true);
  });

  it('does not count refused requests', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000 }, () => now);
    limiter.hit('cookie');
    for (now = 100; now < 1000; now += 100) expect(limiter.hit('cookie').allowed).toBe(false);
    now = 1000;
    expect(limiter.hit('cookie').allowed).toBe(true);
  });
});
