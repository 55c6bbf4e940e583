import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IdentityError, type IdentityService } from './identity';
import { createReferenceIdentity } from './referenceIdentity';

const base = 'http://platform.test/__dev/identity';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A sign-in window the test closes and whose answers it posts from the site's origin. */
function fakePopup() {
  const popup = { closed: false } as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  const stateOf = () => new URL(String(open.mock.calls[0]?.[0]), window.location.href).searchParams.get('state');
  return { popup, open, post, stateOf };
}

function phoneOf(identity: IdentityService) {
  if (!identity.phone) throw new Error('no phone codes');
  return identity.phone;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof IdentityError ? error.code : String(error)),
  );

describe('the reference sign-in window', () => {
  it("opens the channel's page in a popup and resolves the token its window posts for this sign-in", async () => {
    const { open, post, stateOf } = fakePopup();
    const token = createReferenceIdentity({ baseUrl: base, closedPollMs: 10 }).signIn('google');
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/platform\.test\/__dev\/identity\/signin\?channel=google&state=[0-9a-f]{32}$/),
      'lobby-identity',
      'popup,width=480,height=640',
    );
    const state = stateOf();
    // Messages from elsewhere, or for another sign-in, are ignored.
    post({ type: 'lobby-identity', state, idToken: 'forged' }, 'https://evil.example');
    post({ type: 'lobby-identity', state: 'another', idToken: 'stale' });
    post({ type: 'lobby-identity', state, idToken: 'good-token' });
    await expect(token).resolves.toBe('good-token');
  });

  it("rejects with the window's error, a closed window and a blocked one", async () => {
    const identity = createReferenceIdentity({ baseUrl: base, closedPollMs: 10 });
    const failing = fakePopup();
    const refused = identity.signIn('facebook');
    failing.post({ type: 'lobby-identity', state: failing.stateOf(), error: 'auth/operation-not-allowed' });
    expect(await codeOf(refused)).toBe('auth/operation-not-allowed');
    vi.restoreAllMocks();

    const closing = fakePopup();
    const closed = identity.signIn('twitter');
    (closing.popup as { closed: boolean }).closed = true;
    expect(await codeOf(closed)).toBe('auth/popup-closed-by-user');
    vi.restoreAllMocks();

    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(await codeOf(identity.signIn('google'))).toBe('auth/popup-blocked');
  });
});

describe('the reference phone codes', () => {
  it('are offered only when the brand takes its codes from the provider', () => {
    expect(createReferenceIdentity({ baseUrl: base }).phone).toBeUndefined();
    expect(createReferenceIdentity({ baseUrl: base, phoneCodes: true }).phone).toBeDefined();
  });

  it('send a code, then trade the typed code for a token; refusals keep their code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${base}/phone/send`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ sessionInfo: 'session-1', expiresInS: 300 });
      }),
      http.post(`${base}/phone/verify`, async ({ request }) => {
        const { sessionInfo, code } = (await request.json()) as { sessionInfo: string; code: string };
        return sessionInfo === 'session-1' && code === '123456'
          ? HttpResponse.json({ idToken: 'phone-token', phoneNumber: '+84912000001' })
          : HttpResponse.json({ error: { code: 'auth/invalid-verification-code', message: 'wrong' } }, { status: 400 });
      }),
    );
    const phone = phoneOf(createReferenceIdentity({ baseUrl: base, phoneCodes: true }));
    const confirmation = await phone.sendCode('+84912000001');
    expect(sent).toEqual([{ phoneNumber: '+84912000001' }]);
    expect(await codeOf(confirmation.confirm('000000'))).toBe('auth/invalid-verification-code');
    await expect(confirmation.confirm('123456')).resolves.toBe('phone-token');
  });

  it('read an unknown refusal as auth/unknown and an unreachable provider as a network failure', async () => {
    const phone = phoneOf(createReferenceIdentity({ baseUrl: base, phoneCodes: true }));
    server.use(
      http.post(`${base}/phone/send`, () => HttpResponse.json({ error: { code: 'auth/made-up' } }, { status: 400 })),
    );
    expect(await codeOf(phone.sendCode('+84912000001'))).toBe('auth/unknown');
    server.use(http.post(`${base}/phone/send`, () => HttpResponse.error()));
    expect(await codeOf(phone.sendCode('+84912000001'))).toBe('auth/network-request-failed');
  });
});
