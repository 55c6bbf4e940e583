import { sessionErrorCodes } from '@lobby/contract';
import { decryptPayload, generateRsaKeyPair } from '@lobby/contract/cipher';
import { sampleValues } from '@lobby/contract-fixtures/samples';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClientOptions } from './client';
import {
  ApiClientError,
  ApiError,
  NetworkError,
  SchemaMismatchError,
  SessionExpiredError,
  TimeoutError,
} from './errors';

const base = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let token: string | null = null;
beforeEach(() => {
  token = null;
});

const makeClient = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    merchantCode: 'wic11f3',
    baseUrl: base,
    token: () => token,
    language: () => 'VI',
    retryDelayMs: () => 1,
    ...overrides,
  });

const ok = (value: unknown) => HttpResponse.json({ success: true, value });

/** Records every request that reaches the platform. */
function recorder() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

afterEach(() => server.events.removeAllListeners());

/** The rejection of a call, asserted to be one. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the platform headers, the raw token and cookies', async () => {
    token = 'tok-123';
    let seen: Request | undefined;
    server.use(
      http.get(`${base}/wps/member/info`, ({ request }) => {
        seen = request;
        return ok(sampleValues.memberInfo);
      }),
    );
    await makeClient().call('memberInfo');
    expect(seen?.headers.get('Merchant')).toBe('wic11f3');
    expect(seen?.headers.get('Device')).toBe('web');
    expect(seen?.headers.get('Language')).toBe('VI');
    expect(seen?.headers.get('X-Gateway-Version')).toBe('3');
    expect(seen?.headers.get('Authorization')).toBe('tok-123');
    expect(seen?.credentials).toBe('include');
  });

  it('leaves Authorization out when no token is stored', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${base}/wps/system/status`, ({ request }) => {
        seen = request;
        return ok(sampleValues.systemStatus);
      }),
    );
    await makeClient().call('systemStatus', { host: 'www.lobby.example' });
    expect(seen?.headers.has('Authorization')).toBe(false);
    expect(new URL(seen?.url ?? '').searchParams.get('host')).toBe('www.lobby.example');
  });

  it('refuses a call that needs a login before sending anything when no token is stored', async () => {
    const requests = recorder();
    const onSessionExpired = vi.fn();
    const error = await failureOf(makeClient({ onSessionExpired }).call('favouriteIds'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(requests).toHaveLength(0);
    // Nobody was logged in, so there is no session to end.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('asks the functions it was given for the token and the language on every call, and reads no storage', async () => {
    const touched = vi.fn();
    const watched = {
      getItem: touched,
      setItem: touched,
      removeItem: touched,
      clear: touched,
      key: touched,
      length: 0,
    };
    vi.stubGlobal('localStorage', watched);
    vi.stubGlobal('sessionStorage', watched);
    const seen: Request[] = [];
    server.use(
      http.get(`${base}/wps/relay/MCSFE_getFavoriteGames`, ({ request }) => {
        seen.push(request);
        return ok([1, 2]);
      }),
    );
    // @ts-expect-error both are the caller's to give: there is no storage default to fall back on
    createApiClient({ merchantCode: 'wic11f3', baseUrl: base });
    let language = 'HI';
    const client = makeClient({ language: () => language });
    token = 'tok-1';
    await expect(client.call('favouriteIds')).resolves.toEqual(['1', '2']);
    token = 'tok-2';
    language = 'AR';
    await client.call('favouriteIds');
    expect(seen.map((request) => [request.headers.get('Authorization'), request.headers.get('Language')])).toEqual([
      ['tok-1', 'HI'],
      ['tok-2', 'AR'],
    ]);
    expect(touched).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('takes an empty token for none', async () => {
    const requests = recorder();
    token = '';
    const error = await failureOf(makeClient().call('favouriteIds'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(requests).toHaveLength(0);
  });

  it('builds query strings, leaving out undefined parameters', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${base}/wps/relay/GCSGAME_gameList`, ({ request }) => {
        url = new URL(request.url);
        return ok(sampleValues.gameList);
      }),
    );
    await makeClient().call('gameList', {
      clientType: 3,
      platform: 'flash,html5-desktop',
      vassalage: 'SPB,SS',
      pageNo: 1,
      pageSize: 24,
      gameName: undefined,
    });
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      vassalage: 'SPB,SS',
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('sends form-encoded bodies where the endpoint says so', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      http.post(`${base}/wps/member/password/email`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.text();
        return ok(null);
      }),
    );
    await makeClient().call('resetPasswordByEmail', { username: 'demo01', email: 'demo@example.com' });
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(body).toBe('username=demo01&email=demo%40example.com');
  });

  it('sends JSON bodies for writes and a DELETE with its JSON body', async () => {
    token = 'tok';
    const seen: { method: string; type: string | null; body: unknown }[] = [];
    const capture = async ({ request }: { request: Request }) => {
      seen.push({ method: request.method, type: request.headers.get('Content-Type'), body: await request.json() });
      return ok(null);
    };
    server.use(
      http.post(`${base}/wps/relay/MCSFE_addFavoriteGameV2`, capture),
      http.delete(`${base}/wps/relay/MCSFE_removeFavoriteGameV2`, capture),
    );
    const client = makeClient();
    const favourite = { nodeId: 173957, vendor: 'JL', gameType: 'RNG' };
    await client.call('addFavourite', favourite);
    await client.call('removeFavourite', favourite);
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: favourite },
      { method: 'DELETE', type: 'application/json', body: favourite },
    ]);
  });

  it('sends a DELETE without body where the endpoint has none', async () => {
    token = 'tok';
    let body = 'unset';
    server.use(
      http.delete(`${base}/wps/session/logout`, async ({ request }) => {
        body = await request.text();
        return ok(null);
      }),
    );
    await makeClient().call('logout');
    expect(body).toBe('');
  });

  it('overrides a relay name per brand and keeps the rest of the path', async () => {
    const client = makeClient({
      relayNames: { announcements: 'CCSFE_getListAnnouncements', redeemPointReward: 'MCS2_redeemPointReward' },
    });
    server.use(http.get(`${base}/wps/relay/CCSFE_getListAnnouncements`, () => ok(sampleValues.announcements)));
    await expect(client.call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W' })).resolves.toMatchObject({
      banners: [{ id: 31 }],
    });
    await expect(client.pathOf('redeemPointReward')).resolves.toBe('/wps/relay/passwordCheck/MCS2_redeemPointReward');
    await expect(client.pathOf('hotGames')).resolves.toBe('/wps/relay/GCSGAME_hotGamesV2');
  });

  it('refuses a relay name that is not a plain name at once, and an override of a call that is no relay at its call', async () => {
    expect(() => makeClient({ relayNames: { hotGames: '../session/login' } })).toThrow(TypeError);
    const client = makeClient({ relayNames: { logout: 'X' } });
    await expect(client.call('logout')).rejects.toThrow('relayNames.logout: not a relay call');
  });

  it('takes the definitions it holds at once and loads the rest of the contract on first use', async () => {
    const { endpointLookup } = await import('@lobby/contract/lazy');
    const { systemStatus } = await import('@lobby/contract/startup-endpoints');
    const lookup = endpointLookup({ systemStatus });
    expect(lookup('systemStatus')).toBe(systemStatus);
    const later = lookup('hotGames');
    expect(later).toBeInstanceOf(Promise);
    await expect(later).resolves.toMatchObject({ path: '/wps/relay/GCSGAME_hotGamesV2' });
  });

  it('a contract that fails to load is a network fault of the call, and the next call loads it again', async () => {
    let attempts = 0;
    const client = makeClient({
      endpoints: async () => {
        attempts += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    await expect(client.call('hotGames')).rejects.toBeInstanceOf(NetworkError);
    await expect(client.call('hotGames')).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toBe(2);
  });

  it('adds per-call headers such as CustomerId for the winner board', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${base}/wps/relay/ODSFE2_getWinnerBoard`, ({ request }) => {
        seen = request;
        return ok(sampleValues.winnerBoard);
      }),
    );
    const winners = await makeClient().call(
      'winnerBoard',
      { gameCategory: 'ALL', language: 'CN', limitNum: 20 },
      { headers: { CustomerId: '1001', Language: 'zh_CN' } },
    );
    expect(seen?.headers.get('CustomerId')).toBe('1001');
    expect(seen?.headers.get('Language')).toBe('zh_CN');
    expect(winners.list[1]?.vo.winAmount).toBe(980);
  });
});

describe('answers', () => {
  it('unwraps and normalises the value', async () => {
    server.use(http.get(`${base}/wps/relay/MCSFE_getFavoriteGames`, () => ok([173957, '174856'])));
    token = 'tok';
    await expect(makeClient().call('favouriteIds')).resolves.toEqual(['173957', '174856']);
  });

  it('reads an anonymous member-info answer as nobody logged in', async () => {
    server.use(http.get(`${base}/wps/member/info`, () => HttpResponse.json({ success: true })));
    await expect(makeClient().call('memberInfo')).resolves.toBeNull();
  });

  it('is a network error when offline', async () => {
    server.use(http.post(`${base}/wps/session/login/freeplay`, () => HttpResponse.error()));
    const error = await failureOf(makeClient().call('freePlayLogin'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network link is abnormal, please try again' });
  });

  it('is a time-out when the platform never answers', async () => {
    server.use(
      http.get(`${base}/wps/system/status`, async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const error = await failureOf(makeClient({ timeoutMs: 50 }).call('systemStatus'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
  });

  it('gives 20 s by default before timing out', async () => {
    vi.useFakeTimers();
    try {
      server.use(
        http.get(`${base}/wps/system/status`, async () => {
          await delay('infinite');
          return ok(null);
        }),
      );
      const settled = vi.fn();
      const call = makeClient()
        .call('systemStatus')
        .catch((error: unknown) => {
          settled(error);
        });
      await vi.advanceTimersByTimeAsync(19_900);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      await call;
      expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session on HTTP 401 and tells the app', async () => {
    token = 'stale';
    const onSessionExpired = vi.fn();
    server.use(
      http.get(`${base}/wps/relay/GCSGAME_hotGamesV2`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'login.not.session', message: 'Logged in elsewhere' },
          { status: 401 },
        ),
      ),
    );
    const error = await failureOf(makeClient({ onSessionExpired }).call('hotGames'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ kind: 'session', status: 401, message: 'Logged in elsewhere' });
    expect(onSessionExpired).toHaveBeenCalledWith(error);
  });

  it('is a session error on a bare 401 too, without calling the hook when no token was sent', async () => {
    const onSessionExpired = vi.fn();
    server.use(http.get(`${base}/wps/system/status`, () => new HttpResponse('Unauthorized', { status: 401 })));
    const error = await failureOf(makeClient({ onSessionExpired }).call('systemStatus'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each(sessionErrorCodes)('ends the session on error code %s, on 200 and on 400', async (code) => {
    token = 'tok';
    const onSessionExpired = vi.fn();
    const client = makeClient({ onSessionExpired });
    server.use(
      http.get(`${base}/wps/v2/wallets/balance`, () =>
        HttpResponse.json({ success: false, errorCode: code, message: 'Session ended' }),
      ),
      http.post(`${base}/wps/relay/GCS_walletTransfer`, () =>
        HttpResponse.json({ success: false, errorCode: code, message: 'Session ended' }, { status: 400 }),
      ),
    );
    const onOk = await failureOf(client.call('balance', { typeId: 0 }));
    const onBad = await failureOf(
      client.call('walletTransfer', { fromAccountTypeId: 2, toAccountTypeId: 440, amount: 5 }),
    );
    for (const error of [onOk, onBad]) {
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect(error).toMatchObject({ errorCode: code, message: 'Session ended' });
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('keeps the typed error when the session hook throws', async () => {
    token = 'tok';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${base}/wps/member/info`, () => new HttpResponse(null, { status: 401 })));
    const client = makeClient({
      onSessionExpired: () => {
        throw new Error('hook bug');
      },
    });
    expect(await failureOf(client.call('memberInfo'))).toBeInstanceOf(SessionExpiredError);
  });

  it("is an API error with the server's message on a 500 envelope", async () => {
    server.use(
      http.post(`${base}/wps/session/login/freeplay`, () =>
        HttpResponse.json({ success: false, errorCode: 'system.busy', message: '#727 system busy' }, { status: 500 }),
      ),
    );
    const error = await failureOf(makeClient().call('freePlayLogin'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', status: 500, errorCode: 'system.busy', message: '#727 system busy' });
  });

  it('is an API error with the unknown-error message on a 500 without envelope', async () => {
    server.use(
      http.post(`${base}/wps/session/login/freeplay`, () =>
        HttpResponse.text('<html><body>Bad gateway</body></html>', { status: 502 }),
      ),
    );
    const error = await failureOf(makeClient().call('freePlayLogin'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      errorCode: undefined,
      message: 'Something went wrong, please try again later',
    });
  });

  it('is an API error carrying the value on success:false (captcha required)', async () => {
    server.use(
      http.post(`${base}/wps/session/login/freeplay`, () =>
        HttpResponse.json({
          success: false,
          errorCode: 'invalid_credentials',
          message: 'Wrong password',
          value: { captcha: true },
        }),
      ),
    );
    const error = await failureOf(makeClient().call('freePlayLogin'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      errorCode: 'invalid_credentials',
      message: 'Wrong password',
      value: { captcha: true },
    });
  });

  it('shows the unknown-error text, not the bare code, when the server sends no message', async () => {
    server.use(
      http.post(`${base}/wps/session/login/freeplay`, () =>
        HttpResponse.json({ success: false, errorCode: 'function.not.available' }, { status: 400 }),
      ),
    );
    const error = await failureOf(makeClient().call('freePlayLogin'));
    expect(error).toMatchObject({
      errorCode: 'function.not.available',
      message: 'Something went wrong, please try again later',
    });
  });

  it('marks HTTP 429 as rate limited', async () => {
    server.use(http.post(`${base}/wps/verification/sms/noLogin`, () => new HttpResponse('slow down', { status: 429 })));
    const error = await failureOf(
      makeClient().call('smsNoLogin', { mobileNum: '0133671234', countryDialingCode: '60' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', isRateLimited: true });
  });

  it.each([
    ['HTML instead of JSON', () => HttpResponse.html('<!doctype html><p>Welcome</p>'), 'not-json'],
    ['an empty body', () => new HttpResponse(null, { status: 200 }), 'not-json'],
    ['an envelope without success', () => HttpResponse.json({ value: sampleValues.systemStatus }), 'not-envelope'],
    ['a bare array', () => HttpResponse.json([1, 2, 3]), 'not-envelope'],
    ['a value that fails the schema', () => ok({ maintenance: false }), 'value'],
  ] as const)('is a schema mismatch on %s', async (_case, answer, reason) => {
    server.use(http.get(`${base}/wps/system/status`, answer));
    const error = await failureOf(makeClient().call('systemStatus'));
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error).toMatchObject({ kind: 'schema', reason, message: 'Something went wrong, please try again later' });
  });

  it('keeps where the value failed for the logs, without the received data', async () => {
    server.use(http.get(`${base}/wps/system/status`, () => ok({ info: { imageCDNs: [42] }, secret: 'do-not-log' })));
    const error = await failureOf(makeClient().call('systemStatus'));
    expect(error).toBeInstanceOf(SchemaMismatchError);
    const issues = (error as SchemaMismatchError).issues;
    expect(issues).toEqual([expect.objectContaining({ path: 'value.info.imageCDNs.0' })]);
    expect(JSON.stringify(issues)).not.toContain('do-not-log');
  });

  it('rejects with the caller\u2019s abort reason, untouched', async () => {
    server.use(
      http.get(`${base}/wps/system/status`, async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const call = makeClient().call('systemStatus', undefined, { signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});

describe('retries', () => {
  it('retries a GET twice on 5xx and network errors, then answers', async () => {
    const answers = [
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.error(),
      () => ok(sampleValues.hotGames),
    ];
    let attempts = 0;
    server.use(http.get(`${base}/wps/relay/GCSGAME_hotGamesV2`, () => (answers[attempts++] ?? answers[0])?.()));
    await expect(makeClient().call('hotGames')).resolves.toMatchObject({
      list: [{ nodeId: 173957 }, { nodeId: '174856' }],
    });
    expect(attempts).toBe(3);
  });

  it.each([408, 429, 500, 504])('gives up on a GET after two retries of %i', async (status) => {
    let attempts = 0;
    server.use(
      http.get(`${base}/wps/system/status`, () => {
        attempts++;
        return HttpResponse.json({ success: false, message: 'busy' }, { status });
      }),
    );
    const error = await failureOf(makeClient().call('systemStatus'));
    expect(error).toBeInstanceOf(ApiError);
    expect(attempts).toBe(3);
  });

  it.each([400, 401, 404])('does not retry a GET answered %i', async (status) => {
    let attempts = 0;
    server.use(
      http.get(`${base}/wps/system/status`, () => {
        attempts++;
        return new HttpResponse(null, { status });
      }),
    );
    await failureOf(makeClient().call('systemStatus'));
    expect(attempts).toBe(1);
  });

  it('never retries a write', async () => {
    token = 'tok';
    const attempts = { POST: 0, PUT: 0, DELETE: 0 };
    const fail = ({ request }: { request: Request }) => {
      attempts[request.method as keyof typeof attempts]++;
      return request.method === 'PUT' ? HttpResponse.error() : new HttpResponse(null, { status: 503 });
    };
    server.use(
      http.post(`${base}/wps/relay/MCSFE_addFavoriteGameV2`, fail),
      http.put(`${base}/wps/member/language`, fail),
      http.delete(`${base}/wps/relay/MCSFE_removeFavoriteGameV2`, fail),
    );
    const client = makeClient();
    const favourite = { nodeId: 1, vendor: 'JL', gameType: 'RNG' };
    expect(await failureOf(client.call('addFavourite', favourite))).toBeInstanceOf(ApiError);
    expect(await failureOf(client.call('updateLanguage', { language: 'EN' }))).toBeInstanceOf(NetworkError);
    expect(await failureOf(client.call('removeFavourite', favourite))).toBeInstanceOf(ApiError);
    expect(attempts).toEqual({ POST: 1, PUT: 1, DELETE: 1 });
  });
});

describe('encrypted calls', () => {
  const keys = generateRsaKeyPair(1024);

  it('fetch a fresh key, send the three headers and a {value} body that decrypts to the input', async () => {
    let keyRequest: Request | undefined;
    let loginRequest: Request | undefined;
    let loginBody: unknown;
    server.use(
      http.get(`${base}/wps/session/key/rsa`, ({ request }) => {
        keyRequest = request;
        return HttpResponse.text(`${keys.modulusHex}\n`);
      }),
      http.post(`${base}/wps/session/login`, async ({ request }) => {
        loginRequest = request;
        loginBody = await request.json();
        return ok(sampleValues.login);
      }),
    );
    const credentials = { username: 'demo01', password: 'Secret123', type: 'username' as const, captcha: '' };
    await expect(makeClient().call('login', credentials)).resolves.toMatchObject({ token: sampleValues.login.token });

    expect(new URL(keyRequest?.url ?? '').searchParams.get('_')).toMatch(/^\d{13}$/);
    expect(keyRequest?.headers.get('Cache-Control')).toBe('no-cache');
    expect(keyRequest?.cache).toBe('no-store');

    const encryption = loginRequest?.headers.get('Encryption') ?? '';
    const digest = loginRequest?.headers.get('X-Digest');
    expect(encryption).toMatch(/^[0-9a-f]+$/);
    expect(loginRequest?.headers.get('X-RSA')).toBe(keys.modulusHex);
    expect(loginBody).toEqual({ value: digest });
    expect(await decryptPayload({ encryption, value: String(digest) }, keys.privateKey)).toEqual(credentials);
  });

  it('send nothing when the key cannot be fetched', async () => {
    const requests = recorder();
    server.use(http.get(`${base}/wps/session/key/rsa`, () => HttpResponse.error()));
    const error = await failureOf(
      makeClient().call('register', { username: 'demo02', password: 'Secret123', confirmPassword: 'Secret123' }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(requests.every((request) => request.url.includes('/wps/session/key/rsa'))).toBe(true);
  });

  it('refuse a key that is not hex', async () => {
    server.use(http.get(`${base}/wps/session/key/rsa`, () => HttpResponse.text('<html>login</html>')));
    const error = await failureOf(makeClient().call('login', { username: 'a', password: 'b', type: 'username' }));
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error).toMatchObject({ endpoint: 'rsaKey' });
  });

  it('use an injected cipher', async () => {
    const cipher = {
      encryptPayload: vi.fn(async () => ({ encryption: 'abcd', body: { value: 'ZmFrZQ==' }, digest: 'ZmFrZQ==' })),
    };
    let headers: Headers | undefined;
    server.use(
      http.get(`${base}/wps/session/key/rsa`, () => HttpResponse.text('c0ffee0123456789abcdef')),
      http.post(`${base}/wps/member/password`, ({ request }) => {
        headers = request.headers;
        return ok(null);
      }),
    );
    token = 'tok';
    const input = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' };
    await makeClient({ cipher }).call('changePassword', input);
    expect(cipher.encryptPayload).toHaveBeenCalledWith(input, 'c0ffee0123456789abcdef');
    expect(headers?.get('Encryption')).toBe('abcd');
  });
});

it('every error is an ApiClientError with a kind', () => {
  for (const error of [
    new NetworkError(),
    new TimeoutError(20_000),
    new ApiError('x', {}),
    new SessionExpiredError('x', {}),
    new SchemaMismatchError('value', []),
  ]) {
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toBeInstanceOf(Error);
    expect(['network', 'timeout', 'api', 'session', 'schema']).toContain(error.kind);
  }
});
