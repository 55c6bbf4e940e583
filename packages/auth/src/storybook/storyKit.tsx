import { createApiClient } from '@lobby/api-client';
import { endpoints } from '@lobby/contract';
import { endpointLookup } from '@lobby/contract/lazy';
import { sampleValues } from '@lobby/contract-fixtures/samples';
import type { WhitelabelFlags } from '@lobby/whitelabel';
import { WhitelabelProvider } from '@lobby/whitelabel/react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { HumanCheckOutlet, type HumanChecker } from '../humanCheck';
import { IdentityError, type IdentityService } from '../identity/identity';
import { AuthProvider } from '../react/AuthProvider';
import { tokenAtom } from '../session';
import { readableCipher, readBody } from '../testing/readableCipher';

/*
 * Story helpers: an API client whose `fetch` answers from a table, so no story reaches the network, and the providers
 * the account flows need. Not exported from the package.
 */

/** What a story's platform answers: a value (success) or a refusal, per "METHOD /path". */
export type StoryAnswer = { value: unknown } | { status: number; errorCode: string; message: string; value?: unknown };
export type StoryPlatform = Record<string, StoryAnswer | ((body: Record<string, unknown>) => StoryAnswer)>;

/** Answers every platform call of the account flows with the contract's samples unless the story says otherwise. */
const defaults: StoryPlatform = {
  'GET /wps/session/key/rsa': { value: sampleValues.rsaKey },
  'GET /wps/system/country': {
    value: {
      countryCode: 'VN',
      countryDialingCode: '84',
      countries: [
        { countryCode: 'VN', countryDialingCode: '84' },
        { countryCode: 'TH', countryDialingCode: '66' },
        { countryCode: 'AE', countryDialingCode: '971' },
        { countryCode: 'IN', countryDialingCode: '91' },
      ],
    },
  },
};

/** A request body as the platform reads it: JSON, or a form (the e-mail reset is sent form-encoded). */
function bodyOf(request: Request, text: string): { value?: unknown } & Record<string, unknown> {
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as Record<string, unknown>;
}

function storyFetch(platform: StoryPlatform): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname}`;
    const entry = platform[key] ?? defaults[key];
    const text = request.method === 'GET' ? '' : await request.text();
    const parsed = text ? bodyOf(request, text) : undefined;
    // Encrypted calls arrive through the readable cipher: the route sees what was sent, as the platform does.
    const sent =
      request.headers.has('Encryption') && typeof parsed?.value === 'string' ? readBody(parsed.value) : parsed;
    const answer = typeof entry === 'function' ? entry((sent ?? {}) as Record<string, unknown>) : entry;
    // Let the loading state be seen for a moment, as on a real network.
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (!answer) return Response.json({ success: false, errorCode: 'not_found', message: key }, { status: 404 });
    if (pathname === '/wps/session/key/rsa' && 'value' in answer && !('status' in answer)) {
      return new Response(String(answer.value), { headers: { 'content-type': 'text/plain' } });
    }
    return 'status' in answer
      ? Response.json({ success: false, ...answer }, { status: answer.status })
      : Response.json({ success: true, value: answer.value });
  };
}

/** The human check in stories: passes at once, so play functions stay on the form. */
const passing: HumanChecker = { run: () => Promise.resolve({ status: 'passed', fields: {} }) };

/**
 * An identity provider for stories: sign-in succeeds after a moment (no window opens), phone codes are sent at once
 * and `123456` is the right one.
 */
export const storyIdentity: IdentityService = {
  signIn: (channel) => new Promise((resolve) => setTimeout(() => resolve(`${channel}-story-token`), 300)),
  phone: {
    sendCode: () =>
      Promise.resolve({
        confirm: (code) =>
          code === '123456'
            ? Promise.resolve('phone-story-token')
            : Promise.reject(new IdentityError('auth/invalid-verification-code')),
      }),
  },
};

interface AuthStoryOptions {
  /** The brand's identity provider; none by default. */
  identity?: IdentityService;
}

function AuthStoryProviders({
  platform,
  identity,
  children,
}: { platform: StoryPlatform; children: ReactNode } & AuthStoryOptions) {
  const [state] = useState(() => {
    const store = createStore();
    return {
      store,
      client: createApiClient({
        merchantCode: 'lotus88',
        baseUrl: 'https://platform.story',
        token: () => store.get(tokenAtom),
        // A story's platform answers alike in every language.
        language: () => 'EN',
        cipher: readableCipher,
        fetch: storyFetch(platform),
        // Every definition at hand: a story's screenshot should not depend on a chunk's load time.
        endpoints: endpointLookup(endpoints),
      }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    };
  });
  return (
    <JotaiProvider store={state.store}>
      <QueryClientProvider client={state.queryClient}>
        <AuthProvider
          client={state.client}
          roles={{ agentTypes: [1, 2, 41, 42], trialType: 4 }}
          humanCheck={passing}
          identity={identity}
        >
          {children}
          <HumanCheckOutlet />
        </AuthProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * The account flows' providers over a story platform. `flags` replaces the toolbar's all-on/all-off switches where a
 * story shows one merchant's set-up.
 */
export const withAuth =
  (platform: StoryPlatform = {}, flags?: WhitelabelFlags, options: AuthStoryOptions = {}): Decorator =>
  (Story) => {
    const story = (
      <AuthStoryProviders platform={platform} {...options}>
        <Story />
      </AuthStoryProviders>
    );
    return flags ? <WhitelabelProvider flags={flags}>{story}</WhitelabelProvider> : story;
  };
