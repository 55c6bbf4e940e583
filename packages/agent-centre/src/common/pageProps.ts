import type { ApiClient } from '@lobby/api-client';
import type { RegisterRules } from '@lobby/contract';
import type { ReactNode } from 'react';

/** What every agent-centre page is given by the app that shows it. */
export interface AgentCentrePageProps {
  client: ApiClient;
  /** The signed-in agent's id (member info `id`): the page's answers are cached under it. */
  memberId: string;
  /** The wallet's currency code, for amounts; plain numbers until it is known. */
  currency?: string | undefined;
  /** Opens another page of the agent centre, or of the member centre, by its key (spec 1 §2). */
  onOpenPage?: ((page: string) => void) | undefined;
  /** Told after money left or reached the agent's wallets, so balances shown elsewhere refresh. */
  onMoneyMoved?: (() => void) | undefined;
  /** Whether one of the merchant's flags is on (`AGENTRANSMULTDOWN3` ...); every flag off when not given. */
  isFlagOn?: ((flag: string) => boolean) | undefined;
  /** Draws a QR code of a link (the app's, with the brand's mark); no QR codes when absent. */
  renderQr?: ((value: string) => ReactNode) | undefined;
  /**
   * The merchant's registration rules (`status.info.register`), which a downline's registration follows; nothing
   * asked beyond the name and passwords when absent.
   */
  registerRules?: RegisterRules | undefined;
  /** The site's own address, for the links the agent shares; the page's when absent. */
  origin?: string | undefined;
}

/** The query key of an agent-centre answer: the agent's, so another session never sees it. */
export const agentCentreKey = (memberId: string, ...parts: readonly unknown[]) =>
  ['agentCentre', memberId, ...parts] as const;
