import {
  envelopeSchema,
  sessionErrorCodes,
  type EndpointDef,
  type EndpointId,
  type InputOf,
  type ValueOf,
} from '@lobby/contract';
import type { EncryptedPayload } from '@lobby/contract/cipher';
import { endpointLookup, type EndpointLookup } from '@lobby/contract/lazy';
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import { getDotPath, safeParse, type BaseIssue } from 'valibot';
import {
  ApiClientError,
  ApiError,
  clientMessages,
  NetworkError,
  SchemaMismatchError,
  SessionExpiredError,
  TimeoutError,
  type SchemaProblem,
} from './errors';
import { toSearchParams } from './query';

/** What encrypts a payload; by default `@lobby/contract/cipher`, loaded on the first encrypted call. */
export interface PayloadCipher {
  encryptPayload(data: unknown, modulusHex: string): Promise<EncryptedPayload>;
}

export interface ApiClientOptions {
  /** Sent as the `Merchant` header on every call. */
  merchantCode: string;
  /** Origin of the platform; '' (default) = same origin. */
  baseUrl?: string;
  /**
   * Where the calls' definitions come from. Default: the contract's whole table, loaded on the first call; an app
   * passes `endpointLookup({ ...its start-up calls })` so those need no extra load and the rest stay out of its
   * first paint.
   */
  endpoints?: EndpointLookup;
  /**
   * Relay name per call where this brand's platform build differs (e.g. `{ announcements: 'CCSFE_getListAnnouncements' }`).
   * A malformed name fails at once; a name for a call that is not a relay fails its first call.
   */
  relayNames?: Partial<Record<EndpointId, string>>;
  /**
   * The `Language` header, asked on every call. The client reads no storage, so the app passes what gives the
   * language its screen shows (the i18n package's reader, resolved against the brand).
   */
  language: () => string;
  /** The raw session token, asked on every call (null or '' sends none): the app passes its auth session's. */
  token: () => string | null;
  /** For tests. Default: the global fetch. */
  fetch?: typeof fetch;
  /** Per attempt. Default 20 000 ms. */
  timeoutMs?: number;
  /** Called when the platform ends the session held (401 or a session code). */
  onSessionExpired?: (error: SessionExpiredError) => void;
  cipher?: PayloadCipher;
  /** Delay before GET retry n (1-based). Default 300 ms x 2^(n-1). */
  retryDelayMs?: (attempt: number) => number;
}

export interface CallOptions {
  /** Extra headers for this call (e.g. `CustomerId` for the winner board); they override the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** `input` may be left out when the call takes none or every field is optional. */
export type CallArgs<Id extends EndpointId> =
  Partial<InputOf<Id>> extends InputOf<Id>
    ? [input?: InputOf<Id>, options?: CallOptions]
    : [input: InputOf<Id>, options?: CallOptions];

export interface ApiClient {
  /**
   * Calls the platform and resolves with the validated `value`. Rejects only with an ApiClientError (NetworkError,
   * TimeoutError, ApiError, SessionExpiredError, SchemaMismatchError), or with the caller's abort reason.
   */
  call<Id extends EndpointId>(id: Id, ...args: CallArgs<Id>): Promise<ValueOf<Id>>;
  /** The path this client sends a call to, after relay overrides: for mocks and logs. */
  pathOf(id: EndpointId): Promise<string>;
}

const GATEWAY_VERSION = '3';
const MAX_GET_RETRIES = 2;
/** 408, 429 and every 5xx: worth another try for a GET. */
const RETRY_STATUS_CODES = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)];
/** Answers that must never come from a cache: each captcha and key is new. */
const UNCACHED = new Set<EndpointId>(['rsaKey', 'captcha', 'geetest']);
const RELAY_NAME = /^[A-Za-z0-9_]+$/;

const problemsOf = (issues: readonly BaseIssue<unknown>[], prefix: string): SchemaProblem[] =>
  issues.slice(0, 20).map((issue) => {
    const path = getDotPath(issue);
    return { path: path ? `${prefix}${prefix ? '.' : ''}${path}` : prefix, message: issue.message };
  });

function parseJson(text: string): { ok: true; data: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const { language, token: readToken } = options;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 300 * 2 ** (attempt - 1));

  const lookup = options.endpoints ?? endpointLookup();
  const relayNames = options.relayNames ?? {};
  for (const [id, name] of Object.entries(relayNames) as [EndpointId, string | undefined][]) {
    // A brand config mistake should fail at start-up, not as a 404 on some later click.
    if (name === undefined || !RELAY_NAME.test(name)) throw new TypeError(`relayNames.${id}: invalid relay name`);
  }

  /** A call's definition; a load that fails is a network fault of that call (nothing was sent). */
  const definitionOf = async (id: EndpointId): Promise<EndpointDef> => {
    let endpoint: EndpointDef | undefined;
    try {
      endpoint = await lookup(id);
    } catch (error) {
      throw new NetworkError({ endpoint: id, cause: error });
    }
    if (!endpoint) throw new TypeError(`${id}: no such call in the contract`);
    if (relayNames[id] !== undefined && !endpoint.relay) throw new TypeError(`relayNames.${id}: not a relay call`);
    return endpoint;
  };

  const pathFor = (id: EndpointId, endpoint: EndpointDef): string => {
    const relay = relayNames[id];
    return relay ? endpoint.path.slice(0, endpoint.path.lastIndexOf('/') + 1) + relay : endpoint.path;
  };

  let cipherModule: Promise<PayloadCipher> | undefined;
  const loadCipher = (): Promise<PayloadCipher> => {
    if (options.cipher) return Promise.resolve(options.cipher);
    cipherModule ??= import('@lobby/contract/cipher').catch((error: unknown) => {
      cipherModule = undefined;
      throw error;
    });
    return cipherModule;
  };

  const sessionExpired = (error: SessionExpiredError, tokenSent: boolean): SessionExpiredError => {
    // Without a token there was no session to end; a hook that throws must not replace the typed error.
    if (tokenSent) {
      try {
        options.onSessionExpired?.(error);
      } catch (hookError) {
        console.error('onSessionExpired failed', hookError);
      }
    }
    return error;
  };

  /** Turns an answer into the value or a typed error. */
  const interpret = (
    id: EndpointId,
    endpoint: EndpointDef,
    status: number,
    text: string,
    tokenSent: boolean,
  ): unknown => {
    const ok = status >= 200 && status < 300;
    const json = parseJson(text);
    const envelope = json.ok ? safeParse(envelopeSchema, json.data) : undefined;
    const answer = envelope?.success ? envelope.output : undefined;

    const errorCode = answer?.errorCode ?? undefined;
    // Error codes are not player-facing text: without a message the player gets the unknown-error text.
    const serverMessage = answer?.message || undefined;
    const sessionCode = errorCode !== undefined && sessionErrorCodes.includes(errorCode) && answer?.success === false;
    if (status === 401 || sessionCode) {
      throw sessionExpired(
        new SessionExpiredError(serverMessage ?? clientMessages.sessionExpired, { endpoint: id, status, errorCode }),
        tokenSent,
      );
    }

    if (!ok) {
      const rateCode = status === 429 ? 'TOO_MANY_REQUESTS' : undefined;
      throw new ApiError(serverMessage ?? clientMessages.unknown, {
        endpoint: id,
        status,
        errorCode: errorCode ?? rateCode,
        value: answer?.value,
      });
    }

    if (endpoint.response === 'text') {
      const result = safeParse(endpoint.value, text);
      if (!result.success) {
        throw new SchemaMismatchError('value', problemsOf(result.issues, ''), { endpoint: id, status });
      }
      return result.output;
    }

    if (!json.ok) {
      throw new SchemaMismatchError('not-json', [{ path: '', message: 'The answer is not JSON' }], {
        endpoint: id,
        status,
      });
    }
    if (!envelope?.success) {
      const issues = envelope ? problemsOf(envelope.issues, '') : [];
      throw new SchemaMismatchError('not-envelope', issues, { endpoint: id, status });
    }
    if (!envelope.output.success) {
      throw new ApiError(serverMessage ?? clientMessages.unknown, {
        endpoint: id,
        status,
        errorCode,
        value: envelope.output.value,
      });
    }
    const result = safeParse(endpoint.value, envelope.output.value);
    if (!result.success) {
      throw new SchemaMismatchError('value', problemsOf(result.issues, 'value'), { endpoint: id, status });
    }
    return result.output;
  };

  const send = async (id: EndpointId, input: unknown, callOptions: CallOptions = {}): Promise<unknown> => {
    const endpoint = await definitionOf(id);
    const token = readToken() || null;
    if (endpoint.auth === 'required' && !token) {
      throw new SessionExpiredError(clientMessages.loginRequired, { endpoint: id });
    }

    const headers = new Headers({
      Accept: 'application/json, text/plain, */*',
      Merchant: options.merchantCode,
      Device: 'web',
      Language: language(),
      'X-Gateway-Version': GATEWAY_VERSION,
    });
    if (token) headers.set('Authorization', token);
    if (UNCACHED.has(id)) headers.set('Cache-Control', 'no-cache');

    let body: BodyInit | undefined;
    let json: unknown;
    const takesBody = endpoint.body !== undefined;
    if (takesBody && endpoint.encrypted) {
      const modulus = (await send('rsaKey', { _: Date.now() }, { signal: callOptions.signal })) as string;
      let payload: EncryptedPayload;
      try {
        payload = await (await loadCipher()).encryptPayload(input ?? {}, modulus);
      } catch (error) {
        // The cipher chunk failed to load (or the key was unusable): nothing was sent.
        throw new NetworkError({ endpoint: id, cause: error });
      }
      headers.set('Encryption', payload.encryption);
      headers.set('X-Digest', payload.digest);
      headers.set('X-RSA', modulus);
      json = payload.body;
    } else if (takesBody && endpoint.bodyEncoding === 'form') {
      body = toSearchParams(input);
    } else if (takesBody) {
      json = input ?? {};
    }
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value);

    const query = endpoint.query !== undefined ? toSearchParams(input).toString() : '';
    const url = `${baseUrl}${pathFor(id, endpoint)}${query ? `?${query}` : ''}`;

    let status: number;
    let text: string;
    try {
      const response = await ky(url, {
        method: endpoint.method,
        headers,
        ...(json !== undefined ? { json } : {}),
        ...(body !== undefined ? { body } : {}),
        credentials: 'include',
        ...(UNCACHED.has(id) ? { cache: 'no-store' as const } : {}),
        timeout: timeoutMs,
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        retry: {
          limit: endpoint.method === 'GET' ? MAX_GET_RETRIES : 0,
          methods: ['get'],
          statusCodes: RETRY_STATUS_CODES,
          afterStatusCodes: [429, 503],
          maxRetryAfter: 5_000,
          delay: retryDelayMs,
          retryOnTimeout: false,
        },
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      if (error instanceof HTTPError) {
        status = error.response.status;
        text = await error.response.text().catch(() => '');
      } else if (error instanceof KyTimeoutError) {
        throw new TimeoutError(timeoutMs, { endpoint: id, cause: error });
      } else {
        throw new NetworkError({ endpoint: id, cause: error });
      }
    }

    try {
      return interpret(id, endpoint, status, text, token !== null);
    } catch (error) {
      if (error instanceof ApiClientError) throw error;
      // A pathological answer (say, nesting deep enough to overflow the validator's stack) is still a bad answer.
      throw new SchemaMismatchError('value', [{ path: '', message: String(error) }], { endpoint: id, status });
    }
  };

  return {
    pathOf: async (id) => pathFor(id, await definitionOf(id)),
    call: <Id extends EndpointId>(id: Id, ...args: CallArgs<Id>) => send(id, args[0], args[1]) as Promise<ValueOf<Id>>,
  };
}
