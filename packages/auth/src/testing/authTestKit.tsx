import { createApiClient } from '@lobby/api-client';
import { I18nProvider } from '@lobby/i18n/react';
import { clearStorage } from '@lobby/storage';
import type { FlagName, WhitelabelFlags } from '@lobby/whitelabel';
import { WhitelabelProvider } from '@lobby/whitelabel/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { HumanCheckOutlet, type HumanChecker } from '../humanCheck';
import { IdentityError, type IdentityErrorCode, type IdentityService, type SocialChannel } from '../identity/identity';
import en from '../messages/en.json';
import { AuthProvider } from '../react/AuthProvider';
import { tokenAtom } from '../session';
import { readableCipher, readBody } from './readableCipher';

/*
 * Test helpers: the providers the account flows need, over an MSW platform. Not exported from the package.
 */

export const platform = 'http://platform.test';

/** The body an encrypted call sent, as the platform reads it once decrypted (`readableCipher`). */
export async function sentBody(request: Request): Promise<Record<string, unknown>> {
  const { value } = (await request.json()) as { value: string };
  return readBody(value);
}

/** The RSA key answer encrypted calls fetch first. */
export const rsaKey = http.get(`${platform}/wps/session/key/rsa`, () => HttpResponse.text('c0ffee0123456789abcdef'));

export const answer = (value: unknown) => HttpResponse.json({ success: true, value });

export const refuse = (status: number, errorCode: string, message: string, value: unknown = null) =>
  HttpResponse.json({ success: false, errorCode, message, value }, { status });

/** Starts `server` for the file's tests and resets its handlers and the session after each. */
export function withMswServer(server: SetupServer) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => clearStorage('session'));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface RenderOptions {
  /** The flags switched on: their names, or an evaluated tree. */
  flags?: readonly FlagName[] | WhitelabelFlags;
  /** A third-party human check instead of the slider. */
  humanCheck?: HumanChecker;
  /** The brand's identity provider (none by default). */
  identity?: IdentityService;
  /** The jotai store to render with (a fresh one by default). */
  store?: ReturnType<typeof createStore>;
}

/**
 * An identity provider that signs in at once (`<channel>-token`, or refuses with `refuseSignIn`) and, with
 * `phoneCode`, sends codes that `phoneCode` confirms (`phone-token:<number>`); records what it was asked.
 */
export function fakeIdentity({
  refuseSignIn,
  phoneCode,
}: { refuseSignIn?: IdentityErrorCode; phoneCode?: string } = {}) {
  const asked = { signIn: [] as SocialChannel[], sentTo: [] as string[], confirmed: [] as string[] };
  const service: IdentityService = {
    signIn: (channel) => {
      asked.signIn.push(channel);
      return refuseSignIn ? Promise.reject(new IdentityError(refuseSignIn)) : Promise.resolve(`${channel}-token`);
    },
    ...(phoneCode && {
      phone: {
        sendCode: (phoneNumber: string) => {
          asked.sentTo.push(phoneNumber);
          return Promise.resolve({
            confirm: (code: string) => {
              asked.confirmed.push(code);
              return code === phoneCode
                ? Promise.resolve(`phone-token:${phoneNumber}`)
                : Promise.reject(new IdentityError('auth/invalid-verification-code'));
            },
          });
        },
      },
    }),
  };
  return { service, asked };
}

/**
 * Renders `ui` with the API client, a fresh query client and jotai store, the flags, the English catalogue and the
 * human check's outlet.
 */
export function renderWithAuth(
  ui: ReactNode,
  { flags = [], humanCheck, identity, store = createStore() }: RenderOptions = {},
) {
  const client = createApiClient({
    merchantCode: 'lotus88',
    baseUrl: platform,
    token: () => store.get(tokenAtom),
    language: () => 'EN',
    retryDelayMs: () => 1,
    cipher: readableCipher,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const flagSet: WhitelabelFlags = Array.isArray(flags)
    ? Object.fromEntries((flags as readonly FlagName[]).map((flag) => [flag, true]))
    : (flags as WhitelabelFlags);
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider language="EN" messages={en}>
          <WhitelabelProvider flags={flagSet}>
            <AuthProvider
              client={client}
              roles={{ agentTypes: [1, 2, 41, 42], trialType: 4 }}
              humanCheck={humanCheck}
              identity={identity}
            >
              {ui}
              <HumanCheckOutlet />
            </AuthProvider>
          </WhitelabelProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store, queryClient };
}
