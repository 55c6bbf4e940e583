import { createApiClient } from '@lobby/api-client';
import { I18nProvider } from '@lobby/i18n/react';
import type { FlagName } from '@lobby/whitelabel';
import { WhitelabelProvider } from '@lobby/whitelabel/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import en from '../messages/en.json';
import { AuthProvider } from '../react/AuthProvider';
import { HumanCheckOutlet, type HumanChecker } from '../humanCheck';
import { readableCipher, readBody } from './readableCipher';

/** Test helpers of this package: a platform origin for MSW, a readable cipher and a render with every provider. */
export const platform = 'http://platform.test';

export const answer = (value: unknown) => HttpResponse.json({ success: true, value });
export const refusal = (status: number, errorCode: string, message: string, value: unknown = null) =>
  HttpResponse.json({ success: false, errorCode, message, value }, { status });

/** The JSON an encrypted call sent (through `readableCipher`). */
export async function sentBody(request: Request): Promise<Record<string, unknown>> {
  const { value } = (await request.json()) as { value: string };
  return readBody(value);
}

export const rsaKeyHandler: HttpHandler = http.get(`${platform}/wps/session/key/rsa`, () =>
  HttpResponse.text('c0ffee0123456789abcdef'),
);

export function withMswServer(server: SetupServer) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface RenderOptions {
  flags?: readonly FlagName[];
  humanCheck?: HumanChecker;
}

/** Renders `ui` with jotai, TanStack Query, English messages, the flags given and the session providers. */
export function renderWithAuth(ui: ReactElement, { flags = [], humanCheck }: RenderOptions = {}) {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ merchantCode: 'lotus88', baseUrl: platform, cipher: readableCipher });
  const flagSet = Object.fromEntries(flags.map((flag) => [flag, true]));
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider language="EN" messages={en}>
          <WhitelabelProvider flags={flagSet}>
            <AuthProvider client={client} roles={{ agentTypes: [1, 2, 41, 42], trialType: 4 }} humanCheck={humanCheck}>
              {ui}
              <HumanCheckOutlet />
            </AuthProvider>
          </WhitelabelProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, store, queryClient };
}
