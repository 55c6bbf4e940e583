import { errorCodes } from '@lobby/contract';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { catalogueRoutes } from '../api/catalogue';
import { contentRoutes } from '../api/content';
import { feedbackRoutes } from '../api/feedback';
import { gameRoutes } from '../api/games';
import { demoGameRoutes } from '../api/demoGame';
import { hotMatchRoutes } from '../api/hotMatches';
import { launchRoutes } from '../api/launch';
import { lotteryRoutes } from '../api/lottery';
import { mediaRoutes } from '../api/media';
import { accountRoutes } from '../api/account';
import { agentRoutes } from '../api/agents';
import { contractRoutes } from '../api/contracts';
import { inboxRoutes } from '../api/inbox';
import { memberRoutes } from '../api/member';
import { missionRoutes } from '../api/missions';
import { passwordRoutes } from '../api/password';
import { pointRoutes } from '../api/points';
import { pokerRoomRoutes } from '../api/pokerRooms';
import { profitRoutes } from '../api/profit';
import { recordRoutes, unknownProductRoutes } from '../api/records';
import { promotionRoutes } from '../api/promotions';
import { rebateRoutes } from '../api/rebate';
import { referralRoutes } from '../api/referral';
import { registrationRoutes } from '../api/registration';
import { sessionRoutes } from '../api/session';
import { systemRoutes } from '../api/system';
import { verificationRoutes } from '../api/verification';
import { walletRoutes } from '../api/wallet';
import { withdrawRoutes } from '../api/withdraw';
import { depositRoutes } from '../api/deposit';
import { payPageRoutes } from '../api/payPage';
import { winnerBoardRoutes } from '../api/winnerBoard';
import { devContentRoutes } from '../dev/contentRoutes';
import { devRoutes } from '../dev/devRoutes';
import { devPointRoutes } from '../dev/pointRoutes';
import { identityProviderRoutes } from '../dev/identityProvider';
import { ApiError } from '../lib/apiError';
import { clientIp, isHttps } from './clientIp';
import type { Platform, PlatformEnv } from './env';
import { apiErrors } from './errors';
import { failure } from './envelope';
import { resolveMerchant } from './merchant';
import { RouteTable } from './route';

/**
 * A line for the server log: the error's name and first message line, never query parameters (a failed query's
 * message lists its bound values, which may be hashes or codes) and never sent to the caller.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown';
  const firstLine = (message: string) => message.split('\n')[0]?.replace(/params:.*$/s, '') ?? '';
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.name}: ${firstLine(error.cause.message)})` : '';
  // Only the frames: the stack's first lines repeat the message, parameters included.
  const where =
    error.stack
      ?.split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at '))
      .slice(0, 3)
      .join(' < ') ?? '';
  return `${error.name}: ${firstLine(error.message)}${cause}${where ? ` at ${where}` : ''}`;
}

/** Adds routes beside the contract's (tests use it for a route the platform does not serve yet). */
export type ExtraRoutes = (app: Hono<PlatformEnv>, table: RouteTable) => void;

/**
 * The /wps and /lgw API on `app`: the envelope on every answer, 404 for unknown paths and 405 for wrong verbs, the
 * merchant from the Host header, then each endpoint; /__dev in dev mode.
 */
export function mountApi(app: Hono<PlatformEnv>, platform: Platform, extraRoutes?: ExtraRoutes): void {
  const table = new RouteTable();

  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return failure(
        c,
        new ApiError(
          error.status,
          error.status === 413 ? errorCodes.payloadTooLarge : 'bad_request',
          error.message || 'Bad request.',
        ),
      );
    }
    platform.log.error(`${c.req.method} ${new URL(c.req.url).pathname} failed: ${describeError(error)}`);
    return failure(c, apiErrors.internal());
  });

  app.use('*', async (c, next) => {
    c.set('platform', platform);
    c.set('ip', clientIp(c, platform.trustProxy));
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    // Answers are data, never a page to guess the type of; and a production site reached over https says to stay so.
    if (/^\/(wps|lgw)\//.test(path)) c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!platform.dev && isHttps(c, platform.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (platform.logRequests && /^\/(wps|lgw|__dev)(\/|$)/.test(path)) {
      platform.log.info(`${c.req.method} ${path} ${c.res.status} ${Math.round(performance.now() - started)} ms`);
    }
  });

  // Answers and media go gzip-compressed to a client that accepts it (every browser): JSON shrinks about tenfold, which
  // on a phone's network is most of the time a call takes. Small answers (under 1 KB) go as they are.
  for (const prefix of ['/wps/*', '/lgw/*']) app.use(prefix, compress());

  // Before the contract's 404/405 and merchant checks: media and the demo game pages are files under /wps, not calls,
  // and serve every host.
  mediaRoutes(app);
  demoGameRoutes(app);
  payPageRoutes(app);
  unknownProductRoutes(app);

  for (const prefix of ['/wps/*', '/lgw/*']) {
    app.use(prefix, async (c, next) => {
      const path = new URL(c.req.url).pathname;
      const allowed = table.allowed(path);
      if (!allowed) throw apiErrors.notFound(c.req.method, path);
      if (!allowed.includes(c.req.method)) throw apiErrors.methodNotAllowed(allowed);
      await next();
    });
    app.use(prefix, resolveMerchant());
  }

  systemRoutes(app, table);
  sessionRoutes(app, table);
  verificationRoutes(app, table);
  registrationRoutes(app, table);
  memberRoutes(app, table);
  inboxRoutes(app, table);
  accountRoutes(app, table);
  passwordRoutes(app, table);
  feedbackRoutes(app, table);
  gameRoutes(app, table);
  catalogueRoutes(app, table);
  launchRoutes(app, table);
  lotteryRoutes(app, table);
  pokerRoomRoutes(app, table);
  hotMatchRoutes(app, table);
  winnerBoardRoutes(app, table);
  contentRoutes(app, table);
  walletRoutes(app, table);
  withdrawRoutes(app, table);
  depositRoutes(app, table);
  recordRoutes(app, table);
  rebateRoutes(app, table);
  missionRoutes(app, table);
  pointRoutes(app, table);
  promotionRoutes(app, table);
  profitRoutes(app, table);
  agentRoutes(app, table);
  contractRoutes(app, table);
  referralRoutes(app, table);
  extraRoutes?.(app, table);

  if (platform.dev) {
    devRoutes(app);
    devContentRoutes(app);
    devPointRoutes(app);
    // After devRoutes: its loopback guard covers the provider too.
    identityProviderRoutes(app);
  }
  // In production this is every /__dev path: indistinguishable from any unknown path.
  app.all('/__dev/*', (c) => failure(c, apiErrors.notFound(c.req.method, new URL(c.req.url).pathname)));
  app.all('/__dev', (c) => failure(c, apiErrors.notFound(c.req.method, '/__dev')));
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (/^\/(wps|lgw|__dev)(\/|$)/.test(path)) return failure(c, apiErrors.notFound(c.req.method, path));
    return c.text('Not found', 404);
  });
}
