import { endpoints } from '@lobby/contract';
import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { captchaCookie, captchaLifetimeMs, isCookieId, issueCaptcha, newCookieId } from '../captcha/challenges';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';

export function sessionRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(app, table, endpoints.rsaKey, (c) => c.var.platform.keys.modulusHex);

  route(app, table, endpoints.captcha, async (c, { ip }) => {
    const { platform } = c.var;
    const existing = getCookie(c, captchaCookie);
    const cookieId = isCookieId(existing) ? existing : newCookieId();

    for (const [limiter, key] of [
      [platform.limits.captcha, cookieId],
      [platform.limits.captchaPerIp, ip],
    ] as const) {
      const verdict = limiter.hit(key);
      if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
    }

    const png = await issueCaptcha(platform.db, cookieId, platform.dev);
    setCookie(c, captchaCookie, cookieId, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      path: '/',
      maxAge: Math.round(captchaLifetimeMs / 1000),
    });
    return png.toString('base64');
  });
}
