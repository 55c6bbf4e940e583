import {
  array,
  boolean,
  check,
  lazy,
  literal,
  looseObject,
  minLength,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  regex,
  strictObject,
  string,
  transform,
  trim,
  union,
  unknown,
} from 'valibot';
import type { GenericSchema, InferOutput } from 'valibot';

// Building blocks. The platform is a Java back end seen only through its clients: absent fields are often `null`,
// ids are numbers in one build and strings in another, and numbers sometimes arrive as numeric strings. The schemas
// accept those variants where the original clients did, and normalise them, so features read one type.

/** A field that may be absent or null. */
export const maybe = <S extends GenericSchema>(schema: S) => optional(nullable(schema));

/** Ids such as `nodeId`: `173957` in one build, `"176721"` in another. */
export const idLike = union([string(), number()]);

/** A number, or a decimal string of one (query strings, some feeds); read as a finite number. */
export const numberLike = union(
  [
    number(),
    pipe(
      string(),
      trim(),
      regex(/^-?\d{1,30}(\.\d{1,30})?$/, 'Expected a decimal number'),
      transform(Number),
      check((value: number) => Number.isFinite(value), 'Expected a finite number'),
    ),
  ],
  'Expected a number',
);

/** A switch the original tested for truthiness (`true`, `1`, `"1"`, `"Y"` ...). */
export const flagLike = union([boolean(), number(), string()]);

/** Writes whose answer the client only reads for `success`: any value, including none. */
export const acknowledgement = unknown();

/** A value whose shape neither the spec nor the contract shows; the feature that adopts it narrows it. */
export const opaque = unknown();

/** `/wps/session/key/rsa`: the RSA modulus as plain-text hex. */
export const rsaModulusValue = pipe(string(), trim(), regex(/^[0-9a-fA-F]{16,2048}$/, 'Expected a hex RSA modulus'));

// Session.

/** The login answer (also register, free play and 2FA): the client keeps the token. */
export const loginValue = looseObject({
  token: pipe(string(), minLength(1)),
  firstTimeLogin: maybe(flagLike),
  passwordExpired: maybe(flagLike),
  userName: maybe(string()),
  id: maybe(idLike),
  customerId: maybe(idLike),
  customerType: maybe(idLike),
});
export type LoginValue = InferOutput<typeof loginValue>;

/** `/wps/verification/sms/*`: the resend countdown is 60 s x `expiredMinutes` (default 1). */
export const smsValue = nullable(optional(looseObject({ expiredMinutes: maybe(numberLike) })));

/** The member as `/wps/member/info` describes them. Agents have type 1, 2, 41 or 42; trial accounts type 4. */
export const member = looseObject({
  id: idLike,
  account: string(),
  nickname: maybe(string()),
  type: numberLike,
  clubLabel: maybe(looseObject({ labelName: maybe(string()), type: maybe(string()), rankLevel: maybe(idLike) })),
  toUpline: maybe(flagLike),
  regDate: maybe(numberLike),
  mobile: maybe(string()),
});
export type Member = InferOutput<typeof member>;

/**
 * `/wps/member/info` answers success with an empty payload for an anonymous caller (contract §1.1): absent, null, an
 * empty string or an empty object all read as `null`, "nobody is logged in". A payload with fields must be a member.
 */
export const memberInfoValue = union([
  member,
  pipe(
    optional(nullable(union([literal(''), strictObject({})]))),
    transform(() => null),
  ),
]);

// White-label and system status.

export interface WhitelabelNode {
  modId: string;
  /** `"1"` means on; the platform sends strings. */
  enabled: string;
  childrenNodes?: WhitelabelNode[] | null | undefined;
  [key: string]: unknown;
}

/** One node of the permission tree; the root comes from `/wps/system/whitelabel` or `status.info.whitelabel`. */
export const whitelabelNode: GenericSchema<WhitelabelNode> = lazy(() =>
  looseObject({
    modId: string(),
    enabled: string(),
    childrenNodes: maybe(array(whitelabelNode)),
  }),
);

/** The tree is one root node; a list of top-level nodes is accepted too, as the flag evaluator does. */
export const whitelabelValue = union([whitelabelNode, array(whitelabelNode)]);

/** One registration field's rule: `acceptedPattern` `"*"` reads as `".*"`; messages are `reg_pattern_<patternId>`. */
export const registerRule = looseObject({
  enabled: maybe(flagLike),
  required: maybe(flagLike),
  minLength: maybe(numberLike),
  maxLength: maybe(numberLike),
  patternId: maybe(idLike),
  acceptedPattern: maybe(string()),
  type: maybe(string()),
  message: maybe(string()),
  updateRequired: maybe(flagLike),
});
export type RegisterRule = InferOutput<typeof registerRule>;

/** Field name (`username`, `password`, `mobileNum` ...) to rule. */
export const registerRules = record(string(), registerRule);
export type RegisterRules = InferOutput<typeof registerRules>;

/** Site resources: social links, app downloads, `WLG_DOMAIN` ... keyed by `resourceType`. */
export const resource = looseObject({
  resourceType: string(),
  url: maybe(string()),
  qrCodeUrl: maybe(string()),
  labelNameEn: maybe(string()),
  title: maybe(string()),
  name: maybe(string()),
  type: maybe(string()),
});
export type Resource = InferOutput<typeof resource>;

/** Customer-service links; `path` is DES-encrypted unless it starts with http (see `decryptCustomerServicePath`). */
export const customerService = looseObject({
  csType: maybe(string()),
  type: maybe(idLike),
  title: maybe(string()),
  path: maybe(string()),
});
export type CustomerService = InferOutput<typeof customerService>;

export const domainRouteValue = looseObject({
  customerService: maybe(array(customerService)),
  domainList: array(looseObject({ domainName: string() })),
});

/** `/wps/system/status` -> `value`: decides between the app, the maintenance screen and the region-blocked screen. */
export const systemStatusValue = looseObject({
  maintenance: maybe(flagLike),
  maintenanceEnd: maybe(numberLike),
  regionRestriction: maybe(flagLike),
  test: maybe(flagLike),
  location: maybe(looseObject({ ip: maybe(string()) })),
  info: looseObject({
    whitelabel: maybe(whitelabelValue),
    register: maybe(registerRules),
    resources: maybe(array(resource)),
    customerService: maybe(array(customerService)),
    imageCDNs: maybe(array(string())),
    launchGameCDNs: maybe(array(string())),
    mainDomain: maybe(string()),
    domainRoute: maybe(unknown()),
    sms: maybe(unknown()),
    gw: maybe(
      looseObject({
        GEETEST_ID: maybe(string()),
        GEETEST_VERSION: maybe(string()),
        PROFILE_ICON_COUNT: maybe(numberLike),
      }),
    ),
    mobileTemplate: maybe(looseObject({ web_logo: maybe(string()) })),
    analytics: maybe(looseObject({ gtagId: maybe(string()) })),
  }),
});
export type SystemStatusValue = InferOutput<typeof systemStatusValue>;

export const consolidatedSettingsValue = looseObject({
  domainRoute: maybe(unknown()),
  resources: maybe(array(resource)),
  customerService: maybe(array(customerService)),
  register: maybe(registerRules),
  whitelabel: maybe(whitelabelValue),
});

export const countryValue = looseObject({
  currencySymbol: maybe(string()),
  currency: maybe(string()),
  countryCode: maybe(string()),
  countryDialingCode: maybe(idLike),
  countries: array(looseObject({ countryCode: string(), countryDialingCode: idLike, countryName: maybe(string()) })),
});

export interface HelpItem {
  title: string;
  content?: string | null | undefined;
  tag?: string | null | undefined;
  children?: HelpItem[] | null | undefined;
  [key: string]: unknown;
}

/** Help-centre entries (HTML `content`; tags `aboutus`, `deposit`, `withdraw`, `game`, `faqs`, `term`). */
export const helpItem: GenericSchema<HelpItem> = lazy(() =>
  looseObject({
    title: string(),
    content: maybe(string()),
    bgColor: maybe(string()),
    lang: maybe(string()),
    display: maybe(flagLike),
    tag: maybe(string()),
    children: maybe(array(helpItem)),
  }),
);

// Games.

/** A game as lists, hot games and favourites carry it (contract §4.1); `nodeId` is the favourite key. */
export const game = looseObject({
  nodeId: idLike,
  gameId: maybe(idLike),
  gameName: maybe(string()),
  nodeName: maybe(string()),
  displayName: maybe(string()),
  showIcon: maybe(string()),
  iconUrl: maybe(string()),
  defaultIcon: maybe(string()),
  lagerIcon: maybe(string()),
  vassalage: maybe(string()),
  gameType: maybe(string()),
  supportPlay: maybe(flagLike),
  freeplay: maybe(flagLike),
  gameCode: maybe(string()),
  isGame: maybe(string()),
  appNewWindow: maybe(flagLike),
  matchId: maybe(idLike),
  leagueId: maybe(idLike),
  roomId: maybe(idLike),
  platform: maybe(string()),
  minBet: maybe(numberLike),
  gameClassify: maybe(string()),
});
export type Game = InferOutput<typeof game>;

/** A vendor card of a lane (contract §4.2). `isGame: "VASSALAGE"` opens the vendor's game list. */
export const vendorCard = looseObject({
  vassalage: string(),
  displayName: maybe(string()),
  gameType: maybe(string()),
  accountTypeName: maybe(string()),
  accountTypeId: maybe(idLike),
  isGame: maybe(string()),
  appNewWindow: maybe(flagLike),
  freeplay: maybe(flagLike),
  maintenance: maybe(unknown()),
  gameId: maybe(idLike),
  nodeId: maybe(idLike),
  smallIcon: maybe(string()),
  lagerIcon: maybe(string()),
  mobileLargeIcon: maybe(string()),
  mobileSmallIcon: maybe(string()),
  gameCount: maybe(numberLike),
  isNew: maybe(flagLike),
  isHot: maybe(flagLike),
});
export type VendorCard = InferOutput<typeof vendorCard>;

export const gameClassify = looseObject({
  key: maybe(string()),
  displayName: maybe(string()),
  gameCount: maybe(numberLike),
  sort: maybe(numberLike),
  vendors: maybe(array(string())),
});

export const vendorLane = looseObject({
  title: string(),
  cards: array(vendorCard),
  gameClassify: maybe(array(gameClassify)),
});
export type VendorLane = InferOutput<typeof vendorLane>;

export const gameVendorsValue = looseObject({ data: looseObject({ lanes: array(vendorLane) }) });

export const gameListValue = looseObject({
  games: array(game),
  totalPages: numberLike,
  totalCount: maybe(numberLike),
  pageNum: maybe(numberLike),
});

export const hotGamesValue = looseObject({ list: array(game) });

/** Favourite node ids, compared as strings by the original: normalised to strings here. */
export const favouriteIdsValue = pipe(
  array(idLike),
  transform((ids) => ids.map(String)),
);

export const favouriteListValue = looseObject({
  content: array(game),
  pageNum: maybe(numberLike),
  totalPages: numberLike,
});

/** The RNG lobby reads `.list` and another page `.content`: either may carry the games. */
export const recentGamesValue = looseObject({
  list: maybe(array(game)),
  content: maybe(array(game)),
  totalPages: maybe(numberLike),
});

/** Launches answer `content.game_url` (or `game_url2`); lottery launches answer `gameUrl`. One of them must be there. */
export const launchValue = pipe(
  looseObject({
    content: maybe(looseObject({ game_url: maybe(string()), game_url2: maybe(string()) })),
    gameUrl: maybe(string()),
  }),
  check(
    (value) => Boolean(value.content?.game_url || value.content?.game_url2 || value.gameUrl),
    'A launch answer carries a game URL',
  ),
);
export type LaunchValue = InferOutput<typeof launchValue>;

export const winnerBoardValue = looseObject({
  list: array(
    looseObject({
      vo: looseObject({
        recordId: maybe(idLike),
        customerName: maybe(string()),
        winAmount: numberLike,
        gameName: maybe(string()),
        gameId: maybe(idLike),
        nodeId: maybe(idLike),
        vendor: maybe(string()),
        iconUrl: maybe(string()),
      }),
    }),
  ),
});

/** One win of the winner board (`value.list[].vo`). */
export type WinnerRecord = InferOutput<typeof winnerBoardValue>['list'][number]['vo'];

// Content.

export const announcement = looseObject({
  id: idLike,
  title: maybe(string()),
  content: maybe(string()),
  groupName: maybe(string()),
  url: maybe(string()),
  linkage: maybe(string()),
  linkageType: maybe(string()),
  roomId: maybe(idLike),
  nodeId: maybe(idLike),
  vendor: maybe(string()),
  announcementImages: maybe(
    array(looseObject({ url: maybe(string()), imageUrl: maybe(string()), sequence: maybe(numberLike) })),
  ),
  startDate: maybe(idLike),
  endDate: maybe(idLike),
  execution: maybe(string()),
  promotionType: maybe(string()),
  /** A promotion's category code (`rng_promo` ...), as some builds send it beside or instead of the ids. */
  category: maybe(string()),
  /** A promotion's categories: ids of `PROMOFE_getPromotionAnnouncementCategory`'s answer. */
  promoAnnouncementCategoryIds: maybe(array(idLike)),
});
export type Announcement = InferOutput<typeof announcement>;

/** `MCSFE_getListAnnouncements`: one list per requested type (B banners, PL notices, PU popups, PR promotions, H hot). */
export const announcementsValue = looseObject({
  banners: maybe(array(announcement)),
  player: maybe(array(announcement)),
  popup: maybe(array(announcement)),
  promotion: maybe(array(announcement)),
  hot: maybe(array(unknown())),
});

/** `MCSFE_getAvailablePromotions`: `content` maps MANUAL, RAFFLE ... to `{count}` and REFERRAL to `{enabled}`. */
export const availablePromotionsValue = looseObject({
  content: maybe(record(string(), maybe(looseObject({ count: maybe(numberLike), enabled: maybe(flagLike) })))),
});

export const raffleStatusValue = looseObject({
  isClaimed: maybe(flagLike),
  hasStarted: maybe(flagLike),
  hasEnded: maybe(flagLike),
  due: maybe(unknown()),
  time: maybe(numberLike),
});

export const raffleClaimValue = nullable(
  optional(
    looseObject({
      ticket: maybe(
        looseObject({
          id: maybe(idLike),
          ticketId: maybe(idLike),
          transactionId: maybe(idLike),
          startDateStr: maybe(string()),
          endDateStr: maybe(string()),
        }),
      ),
      value: maybe(unknown()),
    }),
  ),
);

// Wallet and points.

export const balanceValue = looseObject({
  sumBalance: numberLike,
  currencySymbol: maybe(string()),
  currency: maybe(string()),
  balance: maybe(array(looseObject({ accountTypeId: maybe(idLike), availBalance: maybe(numberLike) }))),
});

export const merchantWalletValue = looseObject({ isSingle: flagLike });

export const walletTransferValue = nullable(optional(looseObject({ successAmount: maybe(numberLike) })));

export const transactionListValue = looseObject({
  list: array(
    looseObject({
      txTimeInTimestamp: maybe(numberLike),
      amount: maybe(numberLike),
      remark: maybe(string()),
      txTypeId: maybe(idLike),
    }),
  ),
  totalPages: maybe(numberLike),
});

export const pointRewardsValue = looseObject({
  list: array(
    looseObject({
      id: idLike,
      name: maybe(string()),
      description: maybe(string()),
      price: maybe(numberLike),
      inventory: maybe(numberLike),
      showIcon: maybe(string()),
    }),
  ),
  totalPages: maybe(numberLike),
});

/** Contract and salary answers (contract §5.6): keys vary by agent; each is read only when present. */
export const consolidatedFundsValue = looseObject({
  dailysalreqtype: maybe(unknown()),
  divtypecompperiodreq: maybe(unknown()),
  divtypereq: maybe(unknown()),
  contracthoursalreq: maybe(unknown()),
  realtimesalreqtype: maybe(unknown()),
  contractmrdailysalinfotype: maybe(unknown()),
  contracthoursalinfo: maybe(unknown()),
  realtimesalinfotype: maybe(unknown()),
  dailysalinfotype: maybe(unknown()),
  divtypeinfo: maybe(unknown()),
  divtypecompperiodinfo: maybe(unknown()),
});

/**
 * A lottery game of a lottery menu (spec 2 §3): `gameCode` starts it (`launchGame` LOTT `lottoGameCode`),
 * `gameGroupCode` is its tag (the menu groups by it). VN menus carry no `accountTypeName`: the client tags them
 * `TCG_LOTTO_VN`.
 */
export const lotteryGame = looseObject({
  gameCode: string(),
  gameName: maybe(string()),
  gameGroupCode: maybe(string()),
  accountTypeName: maybe(string()),
  prizeMode: maybe(string()),
  /** The next draw, epoch milliseconds. */
  nextDrawTime: maybe(numberLike),
});
export type LotteryGame = InferOutput<typeof lotteryGame>;

export const lotteryGamesValue = array(lotteryGame);

/** VN lottery menus: an object whose values (one per region) each carry `gameMenus[]`. */
export const vnLotteryMenuValue = record(string(), looseObject({ gameMenus: array(lotteryGame) }));

/** A PVP (poker) room of `GLS2_roomList`; it starts with `launchGame` GLS, `gameId` = `roomId`. */
export const pokerRoom = looseObject({
  roomId: idLike,
  roomName: maybe(string()),
  vassalage: maybe(string()),
  gameName: maybe(string()),
  minBet: maybe(numberLike),
  maxBet: maybe(numberLike),
  players: maybe(numberLike),
  seats: maybe(numberLike),
  iconUrl: maybe(string()),
});
export type PokerRoom = InferOutput<typeof pokerRoom>;

export const pokerRoomsValue = looseObject({ list: array(pokerRoom) });

/**
 * A sports hot match (spec 2 §3) of `GCSGAME_getGameMatchV2`; its bet button starts the vendor's sportsbook at the
 * match (`launchGame` GLS with `nodeId`, `matchId`, `leagueId`; FB through `GCS_gameLaunchFB`).
 */
export const hotMatch = looseObject({
  matchId: maybe(idLike),
  leagueId: maybe(idLike),
  homeTeam: string(),
  awayTeam: string(),
  homeTeamImageUrl: maybe(string()),
  awayTeamImageUrl: maybe(string()),
  title: maybe(string()),
  /** Kick-off, epoch milliseconds. */
  matchTime: numberLike,
  vassalage: maybe(string()),
  nodeId: maybe(idLike),
});
export type HotMatch = InferOutput<typeof hotMatch>;

export const hotMatchesValue = array(hotMatch);

// Request pieces shared by several calls.

/** Slider (geetest) results: v3 `geetestChallenge`/`geetestSeccode`, v4 `geetestValidateV4`. */
export const geetestFields = {
  geetestChallenge: optional(string()),
  geetestSeccode: optional(string()),
  geetestValidate: optional(string()),
  geetestValidateV4: optional(
    object({
      captcha_id: string(),
      lot_number: string(),
      pass_token: string(),
      gen_time: string(),
      captcha_output: string(),
    }),
  ),
};

/** Contract actions: A accept, R reject, C confirm termination. */
export const contractAction = picklist(['A', 'R', 'C']);

/** `/wps/captcha`: Base64 PNG (the client prefixes `data:image/png;base64,`). */
export const captchaValue = pipe(string(), trim(), regex(/^[A-Za-z0-9+/=\r\n]+$/, 'Expected Base64'));

export const geetestValue = looseObject({ gt: string(), challenge: string(), newCaptcha: maybe(flagLike) });

/**
 * The reference platform's own slider puzzle (its stand-in for the geetest service): a background with a notch and
 * the piece that fills it, both Base64 PNG, the piece drawn at `pieceY` and to be slid to the notch's x.
 */
export const sliderChallengeValue = looseObject({
  challenge: string(),
  image: captchaValue,
  piece: captchaValue,
  width: number(),
  height: number(),
  pieceSize: number(),
  pieceY: number(),
});

/** A solved slider: `challenge` and `seccode` travel on in the v3 geetest fields of login, registration and SMS. */
export const sliderResultValue = looseObject({ challenge: string(), seccode: string() });

/**
 * Query of a call whose parameters neither the spec nor the contract shows: any flat string/number/boolean map, so a
 * feature can pass what it learns without a contract change.
 */
export const openQuery = optional(record(string(), union([string(), number(), boolean()])));
