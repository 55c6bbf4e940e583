import { array, maxLength, minLength, object, optional, picklist, pipe, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { numberLike } from './primitives';
import {
  affiliateLink,
  affiliateLinksValue,
  agentDownlineRules,
  downlinesValue,
  registerDownlineValue,
  teamOverviewValue,
  transferToDownlinesValue,
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
