import { createApiClient, type ApiClient, type ApiClientOptions } from '@lobby/api-client';
import { announcements, gameVendors, memberInfo, systemStatus, unreadCount } from '@lobby/contract/startup-endpoints';
import { endpointLookup } from '@lobby/contract/lazy';
import { clearSession, handOffCodeAtom, readToken, storeMerchantCode, takeHandOffCode, tokenAtom } from '@lobby/auth';
import { announcementsQuery, bannersOf, imagesOf } from '@lobby/content';
import { localeOf, pickLanguage, readStoredLanguage } from '@lobby/i18n';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { firstBannerSlotOf } from '../games/centres';
import { coverPictureAtom } from '../startup/coverPicture';
import { systemStatusQuery } from '../startup/systemStatusQuery';
import type { ShellBrand } from './ShellContext';

export interface Shell {
  brand: ShellBrand;
  client: ApiClient;
  queryClient: QueryClient;
  /** The jotai store of the app; route guards and loaders reach client state through it. */
  store: ReturnType<typeof createStore>;
  /**
   * A visitor's first view of the home page or a game centre: the first picture of the page's banner slot once the
   * start-up's announcements call answers (also in `coverPictureAtom`, for the loading cover). Undefined elsewhere,
   * for a member, without a banner, or when the call fails.
   */
  coverBanner: Promise<string | undefined>;
}

/**
 * Query defaults: the API client already retries GETs (twice, with back-off) and never writes twice, so queries do
 * not retry on top; data stays fresh for a minute and is not refetched on every focus.
 */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The language the screen shows: the stored choice when the brand offers it, else the brand's default. */
const chosenLanguage = (brand: ShellBrand) =>
  pickLanguage({
    stored: readStoredLanguage(),
    supported: brand.languages.supported,
    fallback: brand.languages.default,
  });

/**
 * A visitor's first view of the home page or a game centre: the announcements are asked beside the status call, and
 * the first picture of the page's banner slot (its largest paint) is preloaded as soon as they answer, rather than
 * after the page's code. Resolves to that picture, also kept in `coverPictureAtom`, for the loading cover (decision
 * 0021).
 */
async function prefetchFirstBanner(
  client: ApiClient,
  queryClient: QueryClient,
  store: Shell['store'],
  language: string,
): Promise<string | undefined> {
  const slot = typeof document === 'undefined' ? undefined : firstBannerSlotOf(window.location.pathname);
  if (!slot) return undefined;
  try {
    const value = await queryClient.fetchQuery(announcementsQuery(client, { signedIn: false, language }));
    const [banner] = bannersOf(value, slot);
    const picture = banner ? imagesOf(banner)[0] : undefined;
    if (!picture) return undefined;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture });
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
    store.set(coverPictureAtom, picture);
    return picture;
  } catch {
    // The page asks again if this failed; nothing to say here.
    return undefined;
  }
}

/**
 * The calls of a first visit to `/` (status, member, vendor lanes, popups, unread count) come with the app; every
 * other call's definition loads with the contract's table on its first use, out of the first paint.
 */
const startupEndpoints = endpointLookup({ systemStatus, memberInfo, gameVendors, announcements, unreadCount });

/**
 * Everything the app needs before it renders, in start-up order: the merchant code and any `?token=` hand-off go to
 * session storage, and the status call starts at once, before React or any route chunk is loaded.
 */
export function createShell({
  brand,
  baseUrl,
  apiOptions,
}: {
  brand: ShellBrand;
  /** The platform's origin; the brand's `api.baseUrl`, else the site's own origin. */
  baseUrl?: string;
  /** Client options for tests (a fetch, short retry delays). */
  apiOptions?: Pick<ApiClientOptions, 'fetch' | 'retryDelayMs' | 'timeoutMs'>;
}): Shell {
  const store = createStore();
  const queryClient = createShellQueryClient();
  const client = createApiClient({
    merchantCode: brand.merchantCode,
    endpoints: startupEndpoints,
    baseUrl: baseUrl ?? brand.api?.baseUrl ?? '',
    // Only a language this brand offers is sent, as the screen shows.
    language: () => chosenLanguage(brand),
    // The session the screens show, so a sign-in that storage refused still signs the calls for the visit.
    token: () => store.get(tokenAtom),
    ...apiOptions,
    onSessionExpired: () => {
      clearSession();
      store.set(tokenAtom, null);
      queryClient.removeQueries({ queryKey: ['memberInfo'] });
    },
  });
  storeMerchantCode(brand.merchantCode);
  // An invite link's codes (`?r=`, `?affiliateCode=`) are kept for the registration, wherever the visitor goes first:
  // the address as it is now, the keeping loaded only for such an address, out of the first paint.
  const search = window.location.search;
  if (/[?&](r|referralCode|affiliateCode)=/.test(search)) {
    void import('@lobby/auth/registration-codes').then(({ captureRegistrationCodes }) =>
      captureRegistrationCodes(search),
    );
  }
  // A hand-off link's code is spent (or, where a session is open, offered) once the site is up: HandOffDialog.
  store.set(handOffCodeAtom, takeHandOffCode());
  void queryClient.prefetchQuery(systemStatusQuery(client));
  const coverBanner = readToken()
    ? Promise.resolve(undefined)
    : prefetchFirstBanner(client, queryClient, store, chosenLanguage(brand));
  // The browser loads Intl's locale data on first use, tens of milliseconds on a phone: here, before the first
  // paint, rather than in the middle of the first render (the message formatter checks the locale first thing).
  Intl.NumberFormat.supportedLocalesOf(localeOf(chosenLanguage(brand)));
  return { brand, client, queryClient, store, coverBanner };
}
