import { array, maxLength, minLength, object, optional, picklist, pipe, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { numberLike } from './primitives';
import {
  affiliateLink,
  affiliateLinksValue,
  agentDownlineRules,
  agentNoticesValue,
  downlineTransactionsValue,
  downlinesValue,
  incomeValue,
  memberBetsValue,
  registerDownlineValue,
  teamBettingValue,
  teamOverviewValue,
  transferToDownlinesValue,
  userLossValue,
} from './agent.values';

/**
 * The agent centre's team overview (`agentTeamOverview`) and the agent's landing page (`/agentHome`): the team and its
 * figures over a `period` (`agentPeriods`: D, W, H, M), with the trend of the periods before. Agents only.
 */
export const agentTeamOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentTeamOverview',
  relay: 'MCSFE_getAgentTeamOverview',
  query: object({ period: string() }),
  value: teamOverviewValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Team management (`downlineManagmentView`): the agent's downlines, `scope` `direct` (level 1 only) or `all` (every
 * level, the default), those whose username holds `search` (any case), `page` from 1 and `size` up to
 * `agentDownlineRules.maxPageSize`. Agents only.
 */
export const agentDownlines = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentDownlines',
  relay: 'MCSFE_getAgentDownlines',
  query: object({
    search: optional(string()),
    scope: optional(picklist(['direct', 'all'])),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: downlinesValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Pays `amount` from the agent's main wallet to each downline named (usernames of the agent's team, at any level),
 * confirmed by the payment password: one downline, or up to `agentDownlineRules.maxTransferDownlines` when the
 * merchant's `AGENTRANSMULTDOWN3` is on. All or nothing: the agent's balance must hold the amount times the count.
 * Money-moving: send an `Idempotency-Key` header, the same for a retry.
 */
export const transferToDownlines = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_transferToDownlines',
  relay: 'MCSFE_transferToDownlines',
  body: object({
    downlines: pipe(array(string()), minLength(1), maxLength(agentDownlineRules.maxTransferDownlines)),
    amount: numberLike,
    password: string(),
  }),
  value: transferToDownlinesValue,
  encrypted: false,
  auth: 'required',
});

/**
 * The register centre (`registerCenter`): registers a member under the agent, with the merchant's registration rules
 * (`registerSettings`: the name's and password's formats, and the other fields each merchant asks for) and the
 * merchant's `AGEREGDOWN3` on. The new member logs in with the name and password; nobody is logged in or out.
 * Refusals as a registration's (`username_taken`, `mobile_taken`, `validation_failed` naming the field).
 */
export const registerDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_registerDownline',
  relay: 'MCSFE_registerDownline',
  body: object({
    username: string(),
    password: string(),
    confirmPassword: optional(string()),
    payeeName: optional(string()),
    email: optional(string()),
    mobileNum: optional(string()),
    countryDialingCode: optional(string()),
  }),
  value: registerDownlineValue,
  encrypted: true,
  auth: 'required',
});

/** The agent's affiliate links (`registerCenter`), newest first, each with the registrations it brought. Agents only. */
export const affiliateLinks = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAffiliateLinks',
  relay: 'MCSFE_getAffiliateLinks',
  value: affiliateLinksValue,
  encrypted: false,
  auth: 'required',
});

/**
 * A new affiliate link for the agent, with an optional note (at most `affiliateLinkRules.remarkMaxLength`
 * characters), while the merchant's `CREATEAFF3` is on and the agent holds fewer than `affiliateLinkRules.maxLinks`.
 * A registration with its code (`?affiliateCode=`, and `affiliateCheck`) makes the agent the new member's upline.
 */
export const createAffiliateLink = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_createAffiliateLink',
  relay: 'MCSFE_createAffiliateLink',
  body: object({ remark: optional(string()) }),
  value: affiliateLink,
  encrypted: false,
  auth: 'required',
});

/**
 * Team betting (`personalHistoryCopy`): the team's members who bet in the running `period` (`agentPeriods`, as the
 * team overview's), of one `productType` (`betProductTypes`) or all, `sort` one of `agentBettingSorts` (`betAmount`
 * when absent), `page` from 1 and `size` up to `agentReportRules.maxPageSize`, with the totals of every member who bet.
 * Agents only.
 */
export const agentTeamBetting = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentTeamBetting',
  relay: 'MCSFE_getAgentTeamBetting',
  query: object({
    period: string(),
    productType: optional(string()),
    sort: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: teamBettingValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Team betting's drill-in: the bets of one member of the team (`username`, any level) in the running `period`, of one
 * `productType` or all, newest first, paged. A member outside the team: `downline_not_found`. Agents only.
 */
export const agentMemberBets = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentMemberBets',
  relay: 'MCSFE_getAgentMemberBets',
  query: object({
    username: string(),
    period: string(),
    productType: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: memberBetsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * User loss (`palStatementsAgentCopy`): each downline's profit and loss in the running `period`, the biggest losers
 * first, those whose username holds `search`, paged, with the totals. Agents only.
 */
export const agentUserLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentUserLoss',
  relay: 'MCSFE_getAgentUserLoss',
  query: object({
    period: string(),
    search: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: userLossValue,
  encrypted: false,
  auth: 'required',
});

/**
 * My income (`agentRevenueReport`): the agent's own pay in the running `period` by kind (`agentIncomeKinds`), and a
 * page of the payments, of one `kind` or all, newest first. Agents only.
 */
export const agentIncome = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentIncome',
  relay: 'MCSFE_getAgentIncome',
  query: object({
    period: string(),
    kind: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: incomeValue,
  encrypted: false,
  auth: 'required',
});

/**
 * Account details (`agentDownlineTransactionDetailsCopy`): the team's main-wallet movements over a date range (as the
 * account record's: at most `recordLimits.maxRangeDays` days), of one member of the team (`username`) or all, of one
 * `type` (`accountRecordTypes`) or all, newest first, paged up to `agentReportRules.maxPageSize`. A member outside the
 * team: `downline_not_found`. Agents only.
 */
export const agentDownlineTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentDownlineTransactions',
  relay: 'MCSFE_getAgentDownlineTransactions',
  query: object({
    startDate: string(),
    endDate: string(),
    username: optional(string()),
    type: optional(string()),
    page: optional(numberLike),
    size: optional(numberLike),
  }),
  value: downlineTransactionsValue,
  encrypted: false,
  auth: 'required',
});

/**
 * The agent centre's announcement page (`agentAnnouncement`): the merchant's notices to its agents that run now,
 * newest first, in the caller's language (`Language` header; English where the merchant wrote none in it). Never
 * among the public announcements. Agents only.
 */
export const agentNotices = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentNotices',
  relay: 'MCSFE_getAgentNotices',
  value: agentNoticesValue,
  encrypted: false,
  auth: 'required',
});
