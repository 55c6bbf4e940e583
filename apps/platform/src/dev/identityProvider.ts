import { randomBytes } from 'node:crypto';
import { identityProviderErrorCodes, type IdentityProviderErrorCode } from '@lobby/contract';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { object, picklist } from 'valibot';
import { sendMessage } from '../api/verification';
import type { Merchant } from '../db/schema';
import type { LocalIdentityProvider, PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { resolveMerchant } from '../http/merchant';
import { phoneNumberPattern, signIdentityToken, socialChannels, type SocialChannel } from '../security/identityTokens';
import type { SlidingWindowLimiter } from '../security/rateLimit';
import { checkCode, randomSmsCode, smsCodeLifetimeMs, storeCode } from '../security/verificationCodes';
import { jsonBody } from './devRoutes';

/**
 * The reference platform's local sign-in provider (dev mode, under the /__dev loopback guard): the stand-in for
 * Google, Facebook and Twitter sign-in and for the phone provider's SMS check, so these flows run end to end in a
 * browser without reaching the real services. Its ID tokens (src/security/identityTokens.ts) are what the login's
 * `type: 'firebase'` and the registration's `firebaseIdToken` take. The pages are served on the brand's own host,
 * so the merchant is the host's, as for the API, and the result page can post to its opener on the same origin.
 */

/** Every code the client words (spec §8): the phone calls answer them, next-error forces one. */
export const providerErrorCodes = identityProviderErrorCodes;

export type ProviderErrorCode = IdentityProviderErrorCode;

const providerMessages: Record<ProviderErrorCode, string> = {
  'auth/invalid-phone-number': 'The phone number is not valid: + then the country code and number.',
  'auth/missing-phone-number': 'Enter a phone number.',
  'auth/too-many-requests': 'Too many requests from this device or for this number. Try again later.',
  'auth/unknown': 'An unknown error occurred.',
  'auth/invalid-verification-code': 'The verification code is not correct.',
  'auth/missing-verification-code': 'Enter the verification code.',
  'auth/captcha-check-failed': 'The human check failed.',
  'auth/quota-exceeded': 'The SMS quota is exceeded.',
  'auth/operation-not-allowed': 'This sign-in method is disabled.',
  'auth/code-expired': 'The code has expired or was already used. Send a new one.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
};

const channelNames: Record<SocialChannel, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' };

/** What the result page hands to its opener (`postMessage`): `type` tells it from other messages. */
export const providerMessageType = 'lobby-identity';

const statePattern = /^[A-Za-z0-9._~-]{1,100}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxEmailLength = 254;
const maxNameLength = 100;
/** Bodies here are a few fields. */
const maxBodyBytes = 16 * 1024;

/**
 * The pages' policy: their script and stylesheet are files of this origin (no inline code), the form posts here
 * only, and no page may frame them. The brand sites' own policy is not applied to /__dev paths. The popup keeps its
 * opener because the site and these pages share the origin and `Cross-Origin-Opener-Policy: same-origin`.
 */
export const providerPagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const pageHeaders: Record<string, string> = {
  'Content-Security-Policy': providerPagePolicy,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Not no-referrer: under it the page's own form would post with `Origin: null`, which the dev endpoints refuse.
  // Nothing this page loads is cross-origin, so its address (with the state) never leaves the site.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/**
 * The result page's script: hands the message in `data-message` to the window that opened the popup, on this
 * origin only, then closes the popup.
 */
const resultScript = `'use strict';
// The local sign-in provider's result page (reference platform, dev mode): the outcome goes to the window that
// opened this popup, on this origin only; then the popup closes.
(() => {
  const holder = document.querySelector('[data-message]');
  if (!holder) return;
  let message;
  try {
    message = JSON.parse(holder.getAttribute('data-message') || 'null');
  } catch {
    return;
  }
  window.opener?.postMessage(message, location.origin);
  window.close();
})();
`;

/** Sized for the 480 x 640 popup; logical properties throughout, large targets, visible focus. */
const stylesheet = `:root {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  line-height: 1.5;
  color: #1b1b1f;
  background: #ffffff;
}
body { margin: 0; padding-block: 24px; padding-inline: 20px; }
main { max-inline-size: 26rem; margin-inline: auto; }
h1 { font-size: 1.3rem; line-height: 1.3; margin-block: 0 8px; }
.note { margin-block: 0 20px; color: #46464f; }
.field { margin-block-end: 16px; }
label { display: block; font-weight: 600; margin-block-end: 4px; }
.optional { font-weight: 400; color: #46464f; }
input {
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: 8px;
  padding-inline: 12px;
  font: inherit;
  color: inherit;
  background: #ffffff;
  border: 1px solid #6b6b75;
  border-radius: 6px;
}
input[aria-invalid='true'] { border-color: #b3261e; border-width: 2px; }
.error { color: #b3261e; margin-block: 4px 0; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; margin-block-start: 24px; }
button {
  min-block-size: 44px;
  min-inline-size: 120px;
  padding-block: 8px;
  padding-inline: 20px;
  font: inherit;
  font-weight: 600;
  border-radius: 6px;
  border: 2px solid #1a4fc4;
  cursor: pointer;
}
.primary { background: #1a4fc4; color: #ffffff; }
.secondary { background: #ffffff; color: #1a4fc4; }
input:focus-visible, button:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
[role='status'] { font-size: 1.1rem; }
`;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlDocument(title: string, body: string, options: { script?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/__dev/identity/identity.css">
${options.script ? '<script src="/__dev/identity/identity.js" defer></script>\n' : ''}</head>
<body>
${body}
</body>
</html>
`;
}

function htmlPage(c: Context<PlatformEnv>, html: string, status: 200 | 400 | 413 = 200): Response {
  for (const [name, value] of Object.entries(pageHeaders)) c.header(name, value);
  return c.html(html, status);
}

function titleOf(channel: SocialChannel): string {
  return `Sign in with ${channelNames[channel]} — local test provider`;
}

interface FormState {
  channel: SocialChannel;
  state: string;
  email: string;
  name: string;
  errors?: { email?: string; name?: string };
}

function signInPage(merchant: Merchant, form: FormState): string {
  const { channel, errors = {} } = form;
  const provider = channelNames[channel];
  const described = (field: 'email' | 'name') =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const errorLine = (field: 'email' | 'name') =>
    errors[field] ? `\n<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
  return htmlDocument(
    titleOf(channel),
    `<main>
<h1>${escapeHtml(titleOf(channel))}</h1>
<p class="note">This is the reference platform's stand-in for ${provider}: nothing leaves this computer, and any
e-mail address signs in to ${escapeHtml(merchant.displayName)}.</p>
<form method="post" action="/__dev/identity/signin">
<input type="hidden" name="channel" value="${channel}">
<input type="hidden" name="state" value="${escapeHtml(form.state)}">
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="${maxEmailLength}" autofocus value="${escapeHtml(form.email)}"${described('email')}>${errorLine('email')}
</div>
<div class="field">
<label for="name">Display name <span class="optional">(optional)</span></label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="${maxNameLength}" value="${escapeHtml(form.name)}"${described('name')}>${errorLine('name')}
</div>
<div class="actions">
<button type="submit" name="action" value="continue" class="primary">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</div>
</form>
</main>`,
  );
}

type ProviderMessage = { type: typeof providerMessageType; state: string } & (
  { idToken: string } | { error: ProviderErrorCode }
);

function resultPage(channel: SocialChannel, message: ProviderMessage): string {
  const status =
    'idToken' in message
      ? 'Signed in, you can close this window.'
      : message.error === 'auth/popup-closed-by-user'
        ? 'Sign-in cancelled, you can close this window.'
        : `Sign-in failed (${message.error}), you can close this window.`;
  return htmlDocument(
    titleOf(channel),
    `<main id="identity-result" data-message="${escapeHtml(JSON.stringify(message))}">
<p role="status">${escapeHtml(status)}</p>
</main>`,
    { script: true },
  );
}

function problemPage(problem: string): string {
  return htmlDocument(
    'Sign-in request refused — local test provider',
    `<main>
<h1>Sign-in request refused</h1>
<p>${escapeHtml(problem)}</p>
<p class="note">The local test provider of the reference platform opens as
<code>/__dev/identity/signin?channel=google|facebook|twitter&amp;state=&lt;1-100 letters, digits, - . _ ~&gt;</code>.</p>
</main>`,
  );
}

/** Why a channel and state cannot start a sign-in, or undefined when they can. */
function requestProblem(channel: unknown, state: unknown): string | undefined {
  if (typeof channel !== 'string' || !channel) return 'The channel is missing: google, facebook or twitter.';
  if (!(socialChannels as readonly string[]).includes(channel)) {
    return `The channel "${channel.slice(0, 40)}" is not one of google, facebook or twitter.`;
  }
  if (typeof state !== 'string' || !state) return 'The state is missing.';
  if (!statePattern.test(state)) return 'The state must be 1-100 letters, digits, "-", ".", "_" or "~".';
  return undefined;
}

/** A failure of the phone calls, answered as `{ error: { code, message } }` (400, or 429 for too many requests). */
class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly retryAfterMs?: number,
  ) {
    super(providerMessages[code]);
  }
}

function providerFailure(c: Context<PlatformEnv>, error: ProviderError): Response {
  c.header('Cache-Control', 'no-store');
  const tooMany = error.code === 'auth/too-many-requests';
  if (tooMany) c.header('Retry-After', String(Math.ceil((error.retryAfterMs ?? 60_000) / 1000)));
  return c.json({ error: { code: error.code, message: error.message } }, tooMany ? 429 : 400);
}

function providerOf(c: Context<PlatformEnv>): LocalIdentityProvider {
  const { identity } = c.var.platform;
  // Mounted in dev mode only, where the platform always has its provider.
  if (!identity) throw new Error('the local identity provider is not configured');
  return identity;
}

/** The failure POST /__dev/identity/next-error queued for this merchant, taken (it fires once). */
function takeForcedError(c: Context<PlatformEnv>): ProviderErrorCode | undefined {
  const { forcedErrors } = providerOf(c);
  const merchantId = c.var.merchant.id;
  const code = forcedErrors.get(merchantId);
  forcedErrors.delete(merchantId);
  return code as ProviderErrorCode | undefined;
}

async function limit(limiter: SlidingWindowLimiter, key: string): Promise<void> {
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw new ProviderError('auth/too-many-requests', verdict.retryAfterMs);
}

/** The JSON body as an object; anything else (empty, malformed, an array) reads as no fields. */
async function jsonFields(c: Context<PlatformEnv>): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await c.req.text());
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * A phone check's session: the number and a random nonce, which is also the code's target in `verification_codes`
 * (purpose `identityPhone`), so each send is its own session and the code is checked by the platform's code store
 * (hashed, five minutes, five wrong tries). Base64url of the target: opaque to the client.
 */
const phoneSessionPattern = /^(\+\d{6,15})\|[A-Za-z0-9_-]{22}$/;

function phoneSessionTarget(sessionInfo: string): { target: string; phoneNumber: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(sessionInfo)) return undefined;
  const target = Buffer.from(sessionInfo, 'base64url').toString('utf8');
  const match = phoneSessionPattern.exec(target);
  return match?.[1] ? { target, phoneNumber: match[1] } : undefined;
}

const jsonLimit = bodyLimit({
  maxSize: maxBodyBytes,
  onError: (c) => c.json({ error: { code: 'auth/unknown', message: 'The request body is too large.' } }, 413),
});

/** The provider's pages and calls under /__dev/identity (the /__dev loopback guard runs first). */
export function identityProviderRoutes(app: Hono<PlatformEnv>): void {
  app.use('/__dev/identity/*', resolveMerchant());

  app.get('/__dev/identity/identity.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(resultScript);
  });

  app.get('/__dev/identity/identity.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(stylesheet);
  });

  /** The sign-in form the site opens in a popup. */
  app.get('/__dev/identity/signin', (c) => {
    const channel = c.req.query('channel');
    const state = c.req.query('state');
    const problem = requestProblem(channel, state);
    if (problem) return htmlPage(c, problemPage(problem), 400);
    return htmlPage(
      c,
      signInPage(c.var.merchant, { channel: channel as SocialChannel, state: state as string, email: '', name: '' }),
    );
  });

  /**
   * The form's answer: the result page whose script posts `{type, state, idToken}` (or `error`) to the opener and
   * closes the popup; a malformed e-mail or name shows the form again with what was typed.
   */
  app.post(
    '/__dev/identity/signin',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => htmlPage(c as Context<PlatformEnv>, problemPage('The form is too large.'), 413),
    }),
    async (c) => {
      const { platform, merchant } = c.var;
      const fields = await c.req.parseBody();
      const { channel, state } = fields;
      const problem = requestProblem(channel, state);
      if (problem) return htmlPage(c, problemPage(problem), 400);
      const social = channel as SocialChannel;
      const reply = (message: ProviderMessage) => htmlPage(c, resultPage(social, message));
      const base = { type: providerMessageType, state: state as string } as const;

      const forced = takeForcedError(c);
      if (forced) return reply({ ...base, error: forced });
      if (fields.action === 'cancel') return reply({ ...base, error: 'auth/popup-closed-by-user' });
      if (fields.action !== 'continue') return htmlPage(c, problemPage('The action must be continue or cancel.'), 400);

      const email = textOf(fields.email);
      const name = textOf(fields.name);
      const errors = {
        ...(email.length <= maxEmailLength && emailPattern.test(email)
          ? {}
          : { email: 'Enter an e-mail address such as name@example.com.' }),
        ...(name.length <= maxNameLength
          ? {}
          : { name: `The display name must be at most ${maxNameLength} characters.` }),
      };
      if (errors.email || errors.name) {
        return htmlPage(c, signInPage(merchant, { channel: social, state: base.state, email, name, errors }), 400);
      }
      const idToken = signIdentityToken(
        providerOf(c).secret,
        { aud: merchant.code, channel: social, email, ...(name ? { name } : {}) },
        platform.clock(),
      );
      return reply({ ...base, idToken });
    },
  );

  /** Sends a six-digit code to the number (the outbox) and answers the session to verify it with. */
  app.post('/__dev/identity/phone/send', jsonLimit, async (c) => {
    const { platform, merchant, ip } = c.var;
    try {
      const forced = takeForcedError(c);
      if (forced) throw new ProviderError(forced);
      const raw = (await jsonFields(c)).phoneNumber;
      if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) {
        throw new ProviderError('auth/missing-phone-number');
      }
      const phoneNumber = typeof raw === 'string' ? raw.trim() : '';
      if (!phoneNumberPattern.test(phoneNumber)) throw new ProviderError('auth/invalid-phone-number');

      const { limits } = platform;
      await limit(limits.identityPhonePerIp, ip);
      const key = `${merchant.id}:${phoneNumber}`;
      await limit(limits.identityPhonePerTarget, key);
      await limit(limits.identityPhonePerTargetHour, key);

      const target = `${phoneNumber}|${randomBytes(16).toString('base64url')}`;
      const code = randomSmsCode();
      const now = platform.clock();
      await storeCode(platform.db, { merchantId: merchant.id, purpose: 'identityPhone', target }, code, {
        now,
        lifetimeMs: smsCodeLifetimeMs,
      });
      const minutes = Math.round(smsCodeLifetimeMs / 60_000);
      await sendMessage(platform.db, merchant, {
        channel: 'sms',
        to: phoneNumber,
        code,
        body: `${code} is your verification code for ${merchant.displayName} (local test sign-in provider). It expires in ${minutes} minutes.`,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({
        sessionInfo: Buffer.from(target).toString('base64url'),
        expiresInS: Math.round(smsCodeLifetimeMs / 1000),
      });
    } catch (error) {
      if (error instanceof ProviderError) return providerFailure(c, error);
      throw error;
    }
  });

  /** Checks the code of a session: a phone ID token for its number, or why not. */
  app.post('/__dev/identity/phone/verify', jsonLimit, async (c) => {
    const { platform, merchant } = c.var;
    try {
      const forced = takeForcedError(c);
      if (forced) throw new ProviderError(forced);
      const fields = await jsonFields(c);
      const code = textOf(fields.code);
      if (!code) throw new ProviderError('auth/missing-verification-code');
      const session = phoneSessionTarget(textOf(fields.sessionInfo));
      if (!session) throw new ProviderError('auth/code-expired');
      const now = platform.clock();
      const verdict = await checkCode(
        platform.db,
        { merchantId: merchant.id, purpose: 'identityPhone', target: session.target },
        code,
        now,
      );
      if (verdict === 'wrong') throw new ProviderError('auth/invalid-verification-code');
      if (verdict === 'none') throw new ProviderError('auth/code-expired');
      const idToken = signIdentityToken(
        providerOf(c).secret,
        { aud: merchant.code, channel: 'phone', phone_number: session.phoneNumber },
        now,
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ idToken, phoneNumber: session.phoneNumber });
    } catch (error) {
      if (error instanceof ProviderError) return providerFailure(c, error);
      throw error;
    }
  });

  /** Makes this merchant's next sign-in, send or verify fail with `code`, once (end-to-end tests of every message). */
  app.post('/__dev/identity/next-error', async (c) => {
    const body = await jsonBody(
      c,
      object({ code: picklist(providerErrorCodes, `must be one of ${providerErrorCodes.join(', ')}`) }),
    );
    providerOf(c).forcedErrors.set(c.var.merchant.id, body.code);
    return success(c, { merchant: c.var.merchant.code, nextError: body.code });
  });
}
