import { isLanguageCode, languageCodes, type LanguageCode } from '@lobby/i18n';
import {
  array,
  boolean,
  check,
  custom,
  forward,
  integer,
  literal,
  maxGraphemes,
  minLength,
  minValue,
  nonEmpty,
  number,
  object,
  optional,
  partialCheck,
  picklist,
  pipe,
  regex,
  startsWith,
  strictObject,
  string,
  trim,
  union,
  url,
  type InferInput,
  type InferOutput,
} from 'valibot';

const languageCode = custom<LanguageCode>(
  (value) => typeof value === 'string' && isLanguageCode(value),
  `must be a platform language code (${languageCodes.join(', ')})`,
);

const httpsUrl = pipe(string(), url('must be an absolute URL'));

/** A link that must be served over TLS: a player in trouble is never sent to a page anyone on the way may change. */
const secureUrl = pipe(string(), url('must be an absolute URL'), startsWith('https://', 'must be an https:// URL'));

/**
 * The most characters (graphemes) a home screen shows under an app's icon before cutting the name: the installed
 * site's `short_name`.
 */
export const shortNameMaxLength = 12;

const graphemes = (text: string) => [...new Intl.Segmenter().segment(text)].length;

/** Where the player reaches support when the platform lists none. */
const resourceFallbacks = strictObject({
  customerService: optional(array(strictObject({ name: pipe(string(), nonEmpty()), url: httpsUrl })), []),
  social: optional(
    strictObject({
      facebook: optional(httpsUrl),
      instagram: optional(httpsUrl),
      twitter: optional(httpsUrl),
      youtube: optional(httpsUrl),
      telegram: optional(httpsUrl),
      discord: optional(httpsUrl),
    }),
    {},
  ),
  download: optional(strictObject({ ios: optional(httpsUrl), android: optional(httpsUrl) }), {}),
});

export const brandConfigSchema = pipe(
  strictObject({
    /** The platform's merchant code, sent as the `Merchant` header. */
    merchantCode: pipe(string(), trim(), regex(/^[A-Za-z0-9_-]{2,32}$/, 'must be 2-32 letters, digits, _ or -')),
    displayName: pipe(string(), trim(), nonEmpty('must not be empty')),
    /**
     * The name under the icon of the installed site (the web manifest's `short_name`). Absent: the display name,
     * which must then be short enough.
     */
    shortName: optional(
      pipe(
        string(),
        trim(),
        nonEmpty('must not be empty'),
        maxGraphemes(shortNameMaxLength, `must be at most ${shortNameMaxLength} characters`),
      ),
    ),
    platform: optional(literal('WEB'), 'WEB'),
    languages: strictObject({
      supported: pipe(array(languageCode), minLength(1, 'must list at least one language')),
      default: languageCode,
    }),
    lotteryType: optional(picklist(['Elott', 'Lott']), 'Elott'),
    providers: strictObject({
      /** Vendors shown in the RNG centre switcher, in order. */
      rngCentre: array(pipe(string(), nonEmpty())),
      /** Vendors launched as FB sports. */
      fb: array(pipe(string(), nonEmpty())),
    }),
    agentTypes: optional(pipe(array(pipe(number(), integer())), minLength(1)), [1, 2, 41, 42]),
    trialType: optional(pipe(number(), integer(), minValue(0)), 4),
    ageOfConsent: union([literal(18), literal(21)], 'must be 18 or 21'),
    cdn: strictObject({
      images: pipe(array(httpsUrl), minLength(1, 'must list at least one image host')),
      launchGame: pipe(array(httpsUrl), minLength(1, 'must list at least one game-launch host')),
    }),
    resources: optional(resourceFallbacks, {}),
    /**
     * Responsible gambling: the organisations that help with gambling problems in the brand's market, linked (in a
     * new tab) from the member centre's responsible-gambling page. Absent: the page lists none.
     */
    responsibleGambling: optional(
      strictObject({
        helpOrganisations: optional(
          array(strictObject({ name: pipe(string(), trim(), nonEmpty('must not be empty')), url: secureUrl })),
          [],
        ),
      }),
      {},
    ),
    /** The header variant of the login form (user name and password in the header on the widest screens). */
    loginInHeader: optional(boolean(), false),
    /**
     * Third-party sign-in (Google, Facebook, Twitter, each behind its site flag) and, with `phoneCodes: 'provider'`,
     * SMS codes sent and checked by the identity provider instead of the platform. `reference-platform` is the
     * reference platform's local provider (its dev mode). Absent: players sign in through the platform alone.
     */
    identity: optional(
      strictObject({
        provider: picklist(['reference-platform'], 'must be reference-platform (the only provider built in)'),
        phoneCodes: optional(picklist(['platform', 'provider'], 'must be platform or provider'), 'platform'),
      }),
    ),
    api: optional(
      object({
        /** Absolute origin of the platform; same origin when absent. */
        baseUrl: optional(httpsUrl),
      }),
      {},
    ),
  }),
  check(
    (config) => config.languages.supported.includes(config.languages.default),
    'languages.default must be one of languages.supported',
  ),
  check(
    (config) => config.languages.supported.includes('EN'),
    'languages.supported must include EN: English is always offered',
  ),
  forward(
    partialCheck(
      [['displayName'], ['shortName']],
      (config) => config.shortName !== undefined || graphemes(config.displayName) <= shortNameMaxLength,
      `must be set when displayName is longer than ${shortNameMaxLength} characters: a home screen cuts a longer name under the icon`,
    ),
    ['shortName'],
  ),
);

/** Brand ids name a folder under brands/ and a host name (`<id>.localhost`). */
export const brandIdPattern = /^[a-z][a-z0-9-]{1,30}$/;

export type BrandConfigInput = InferInput<typeof brandConfigSchema>;
export type BrandConfig = InferOutput<typeof brandConfigSchema> & {
  /** Brand id: the folder name under brands/. */
  id: string;
};

/**
 * Declares a brand's config with its types checked in the editor; the build validates it again and fails naming
 * the field when it is wrong.
 */
export function defineBrand<const T extends InferInput<typeof brandConfigSchema>>(config: T): T {
  return config;
}
