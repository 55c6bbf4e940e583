import type { ApiClient } from '@lobby/api-client';
import type { ReactNode } from 'react';

/** What every rewards page is given by the app that shows it (a route of its own or a page of the member centre). */
export interface RewardsPageProps {
  client: ApiClient;
  /** The signed-in member's id (member info `id`): the page's answers are cached under it. */
  memberId: string;
  /** The wallet's currency code, for amounts; plain numbers until it is known. */
  currency?: string | undefined;
  /** After money moved (a claim paid, points converted): the app refreshes the balances it shows elsewhere. */
  onMoneyMoved: () => void;
  /** After a count the menu shows changed (rewards, missions): the app refreshes its badges. */
  onCountsChanged?: (() => void) | undefined;
  /** Opens a page of the member centre by its key (spec 1 §2), e.g. `securityCenter` to set a payment password. */
  onOpenPage?: ((page: string) => void) | undefined;
  /** Opens the merchant's customer service; absent where the merchant lists none. */
  onContactSupport?: (() => void) | undefined;
  /**
   * Shows HTML from the platform (a promotion's rules) sanitised, as the app's content feature does; without it the
   * page shows only the HTML's text.
   */
  renderHtml?: ((html: string) => ReactNode) | undefined;
  /**
   * Draws a QR code of an address (the invite link) with the brand's logo, as the app's own QR codes are drawn; without
   * it the page shows no code.
   */
  renderQr?: ((value: string) => ReactNode) | undefined;
}

/** The query keys of the rewards pages: each member's answers apart, so another sign-in never sees them. */
export const rewardsKey = (memberId: string, ...parts: Array<string | number>) =>
  ['rewards', memberId, ...parts] as const;
