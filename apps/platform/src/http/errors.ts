import { errorCodes } from '@lobby/contract';
import { ApiError } from '../lib/apiError';
import type { SlidingWindowLimiter } from '../security/rateLimit';

export const apiErrors = {
  validation: (message: string, field?: string) =>
    new ApiError(400, errorCodes.validationFailed, message, field ? { field } : null),
  malformedJson: () => new ApiError(400, errorCodes.validationFailed, 'The request body is not valid JSON.'),
  notFound: (method: string, path: string) =>
    new ApiError(404, errorCodes.notFound, `No such call: ${method} ${path}.`),
  methodNotAllowed: (allowed: string[]) =>
    new ApiError(405, errorCodes.httpMethodNotSupport, `#459 ${errorCodes.httpMethodNotSupport}`, null, {
      Allow: allowed.join(', '),
    }),
  tooLarge: (limitBytes: number) =>
    new ApiError(413, errorCodes.payloadTooLarge, `The request body is larger than ${formatBytes(limitBytes)}.`),
  functionNotAvailable: (why: string) =>
    new ApiError(400, errorCodes.functionNotAvailable, `#543 ${errorCodes.functionNotAvailable}: ${why}`),
  encryptedBodyRequired: () =>
    new ApiError(
      400,
      errorCodes.requestBodyRequired,
      `${errorCodes.requestBodyRequired}: this call takes an encrypted body (Encryption header and {"value": ...}).`,
    ),
  requestReplayed: () =>
    new ApiError(
      400,
      errorCodes.requestReplayed,
      'This request was sent before and is not taken twice: send it again from the page.',
    ),
  notLoggedIn: () => new ApiError(401, errorCodes.customerNotLogin, 'Please log in first.'),
  sessionEnded: () =>
    new ApiError(401, errorCodes.loginNotSession, 'Your session has ended or you logged in on another device.'),
  tooManyRequests: (retryAfterMs: number) =>
    new ApiError(
      429,
      errorCodes.tooManyRequests,
      `Too many requests: try again in ${Math.ceil(retryAfterMs / 1000)} s.`,
      null,
      { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
    ),
  /** Wrong user name or password (or SMS code): 400, never 401, which clients read as "your session ended". */
  invalidCredentials: (captcha: boolean) =>
    new ApiError(
      400,
      errorCodes.invalidCredentials,
      'Incorrect username or password.',
      captcha ? { captcha: true } : null,
    ),
  /** The captcha is required (`value.captcha` makes the client show it) and was missing or wrong. */
  captchaRequired: () =>
    new ApiError(400, errorCodes.captchaInvalid, 'Please enter the correct verification code', { captcha: true }),
  accountLocked: (retryAfterMs: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return new ApiError(
      403,
      errorCodes.usForbiddenLogin,
      `Too many failed logins: this account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      null,
      { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
    );
  },
  /** An SMS (or e-mail) code that is wrong, spent, expired or was never sent: the same answer for each. */
  codeInvalid: (field: string) =>
    new ApiError(400, errorCodes.verificationCodeInvalid, 'Please enter the correct verification code', { field }),
  /** A third-party or phone-provider ID token that is missing, forged, expired, another merchant's or channel's. */
  identityTokenInvalid: () =>
    new ApiError(400, errorCodes.identityTokenInvalid, 'The sign-in could not be confirmed. Please try again.'),
  /** A third-party sign-in linked to no member where the merchant does not create accounts by them (FIREBASECREATEACC3). */
  bindCustomerRequired: () =>
    new ApiError(
      400,
      errorCodes.bindCustomerRequired,
      'No account is linked to this sign-in yet. Please register first.',
    ),
  /**
   * A right password from an address the member was never seen at, where LOGINIPVERF3 is on: confirm it is them by one
   * of `methods` (contract §2.1) through /wps/session/login/verification.
   */
  loginVerifyRequired: (methods: readonly string[]) =>
    new ApiError(
      400,
      errorCodes.loginVerifyRequired,
      'Please confirm it is you: this is a new address for this account.',
      [...methods],
    ),
  /** The second factor of a login from a new address does not match the account. */
  loginVerifyFailed: () =>
    new ApiError(400, errorCodes.loginVerifyFailed, 'The details you gave do not match this account.'),
  passwordInvalid: (message: string, field: string) =>
    new ApiError(400, errorCodes.passwordInvalid, message, { field }),
  passwordChangeRequired: () =>
    new ApiError(403, errorCodes.passwordChangeRequired, 'Please change your password before you go on.'),
  trialRestricted: () =>
    new ApiError(403, errorCodes.trialAccountRestricted, 'A real account is needed for this. Please register.'),
  /** A game not in the catalogue, or of a vendor the site does not show (a favourite, a launch). */
  gameNotFound: () =>
    new ApiError(404, errorCodes.notFound, 'This game is not offered here. It may have been removed.'),
  /**
   * A game of a vendor under maintenance at this site: the window (epoch ms; `endTime` null when open-ended) where the
   * original's client reads it, `value.content.data`.
   */
  vendorUnderMaintenance: (vendorName: string, window: { maintainTime: number; endTime: number | null }) =>
    new ApiError(
      400,
      errorCodes.vendorUnderMaintenance,
      `${vendorName} is under maintenance. Please try another game.`,
      { content: { data: window } },
    ),
  /**
   * A real-money launch while the balance cannot cover the game's smallest stake: the original's client offers a
   * deposit (contract §1.1).
   */
  balanceNotEnough: () =>
    new ApiError(
      400,
      errorCodes.launchGameBalanceNotEnough,
      'Your balance is not enough to play this game. Please make a deposit.',
    ),
  internal: () =>
    new ApiError(500, errorCodes.internalError, 'Something went wrong on our side. Please try again later.'),
};

/** Counts one request against `limiter` for `key`, or refuses it with 429 `TOO_MANY_REQUESTS` and `Retry-After`. */
export async function hitOrRefuse(limiter: SlidingWindowLimiter, key: string): Promise<void> {
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
