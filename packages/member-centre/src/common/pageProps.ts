import type { ApiClient } from '@lobby/api-client';
import type { RegisterRule } from '@lobby/contract';
import type { ReactNode } from 'react';

/** What every member-centre page is given by the app that shows it. */
export interface MemberCentrePageProps {
  client: ApiClient;
  /** The signed-in member's id (member info `id`): the page's answers are cached under it. */
  memberId: string;
  /** The wallet's currency code, for amounts; plain numbers until it is known. */
  currency?: string | undefined;
  /** After money moved (a transfer, a withdrawal): the app refreshes the balances it shows elsewhere (the header). */
  onMoneyMoved: () => void;
  /**
   * Opens another page of the centre by its key (spec 1 §2), in the address like the menu does; `section` names the
   * part of that page to open (its `section` prop), e.g. `bindMobile`.
   */
  onOpenPage?: ((page: string, section?: MemberCentreSection) => void) | undefined;
  /** The part of the page the address names, which the page opens: a form, say (`bindMobile`, `bindEmail`). */
  section?: string | undefined;
  /** Opens the merchant's customer service; absent where the merchant lists none. */
  onContactSupport?: (() => void) | undefined;
  /** Opens the login-password change, which belongs to the sign-in feature; absent where the app offers none. */
  onChangeLoginPassword?: (() => void) | undefined;
  /** The merchant's rule for a payment password (its registration rule `paymentPassword`), when it has one. */
  paymentPasswordRule?: RegisterRule | undefined;
  /** Ends the session through the sign-in feature's sign-out: once a time-out or self-exclusion has started. */
  onSignOut?: (() => void) | (() => Promise<unknown>) | undefined;
  /** Organisations that help with gambling problems (the brand's), linked from the responsible-gambling page. */
  helpOrganisations?: readonly HelpOrganisation[] | undefined;
  /**
   * Whether a new mobile number's country dialing code may be chosen (UPDATEMOBILEICC3 on, DISABLEDMOBILEICC3 off);
   * otherwise the number goes under the dialing code the platform names for the visitor.
   */
  chooseDialingCode?: boolean | undefined;
  /** How many avatars the member chooses from (`gw.PROFILE_ICON_COUNT`) where PROFPIC3 is on; 0 or absent: none. */
  avatarCount?: number | undefined;
  /** The address of an avatar's picture by its index (`"default"`, `"1"`..); needed with `avatarCount`. */
  avatarSrc?: ((icon: string) => string) | undefined;
  /**
   * Shows HTML from the platform (a merchant's message) sanitised, as the app's content feature does; without it the
   * page shows only the HTML's text.
   */
  renderHtml?: ((html: string) => ReactNode) | undefined;
  /** After messages were read or deleted: the app refreshes the unread count it shows elsewhere (badges). */
  onUnreadChanged?: (() => void) | undefined;
  /** The merchant's game vendors by product (`RNG`, `LIVE` ...: the catalogue's lanes), the betting record's filter. */
  gameVendors?: Readonly<Record<string, readonly GameVendor[]>> | undefined;
}

/** A game vendor as a record names it: its code (`PP`) and its name for players. */
export interface GameVendor {
  code: string;
  name: string;
}

/** The parts of pages another page may open: My account's forms that bind a mobile number or an e-mail address. */
export const memberCentreSections = ['bindMobile', 'bindEmail'] as const;
export type MemberCentreSection = (typeof memberCentreSections)[number];

/** An organisation a player may turn to for help with gambling: its name and its public site (https). */
export interface HelpOrganisation {
  name: string;
  url: string;
}

/** The query keys of the member centre: each member's answers apart, so another sign-in never sees them. */
export const memberCentreKey = (memberId: string, ...parts: Array<string | number>) =>
  ['memberCentre', memberId, ...parts] as const;
