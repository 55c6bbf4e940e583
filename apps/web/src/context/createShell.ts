import { createApiClient, type ApiClient, type ApiClientOptions } from '@lobby/api-client';
import { announcements, gameVendors, memberInfo, systemStatus, unreadCount } from '@lobby/contract/startup-endpoints';
import { endpointLookup } from '@lobby/contract/lazy';
import { clearSession, handOffCodeAtom, readToken, storeMerchantCode, takeHandOffCode, tokenAtom } from '@lobby/auth';
import { announcementsQuery, bannersOf, imagesOf } from '@lobby/content';
import { localeOf, pickLanguage, readStoredLanguage } from '@lobby/i18n';
import { createStore } from 'jotai';
import { firstBannerSlotOf } from '../games/centres';
import { queryClientHolder, type QueryClientHolder } from '../serverState/queryClientHolder';
import { shellCalls, type ShellCalls } from '../serverState/shellCalls';
import { coverPictureAtom } from '../startup/coverPicture';
import type { ShellBrand } from './ShellContext';

export interface Shell {
  brand: ShellBrand;
  client: ApiClient;
  /** The calls the first paint reads (status, vendor lanes, announcements), as jotai atoms. */
  calls: ShellCalls;
  /** TanStack Query's client, made after the first paint (decision 0043). */
  queries: QueryClientHolder;
  /** The jotai store of the app; route guards and loaders reach client state through it. */
  store: ReturnType<typeof createStore>;
  /**
   * A visitor's first view of the home page or a game centre: the first picture of the page's banner slot once the
   * start-up's announcements call answers (also in `coverPictureAtom`, for the loading cover). Undefined elsewhere,
   * for a member, without a banner, or when the call fails.
   */
  coverBanner: Promise<string | undefined>;
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
  calls: ShellCalls,
  store: Shell['store'],
  language: string,
): Promise<string | undefined> {
  const slot = typeof document === 'undefined' ? undefined : firstBannerSlotOf(window.location.pathname);
  if (!slot) return undefined;
  const announcements = calls.announcements({ signedIn: false, language });
  // A failure is the page's to show when it asks again; nothing to say here.
  await store.set(announcements.ask);
  const [banner] = bannersOf(store.get(announcements.state).data, slot);
  const picture = banner ? imagesOf(banner)[0] : undefined;
  if (!picture) return undefined;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture });
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
  store.set(coverPictureAtom, picture);
  return picture;
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
    },
  });
  const calls = shellCalls(client, brand);
  // What the first paint has asked goes into Query's cache when it is made, so no page asks for it again.
  const queries = queryClientHolder((queryClient) => {
    for (const signedIn of [false, true]) {
      for (const language of brand.languages.supported) {
        const { data, updatedAt } = store.get(calls.announcements({ signedIn, language }).state);
        if (data)
          queryClient.setQueryData(announcementsQuery(client, { signedIn, language }).queryKey, data, { updatedAt });
      }
    }
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
  void store.set(calls.status.ask);
  const coverBanner = readToken()
    ? Promise.resolve(undefined)
    : prefetchFirstBanner(calls, store, chosenLanguage(brand));
  // The browser loads Intl's locale data on first use, tens of milliseconds on a phone: here, before the first
  // paint, rather than in the middle of the first render (the message formatter checks the locale first thing).
  Intl.NumberFormat.supportedLocalesOf(localeOf(chosenLanguage(brand)));
  return { brand, client, calls, queries, store, coverBanner };
}
