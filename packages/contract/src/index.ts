export {
  defineEndpoint,
  envelopeSchema,
  errorCodes,
  idempotencyKeyHeader,
  sessionErrorCodes,
  type EndpointDef,
  type ErrorCode,
} from './endpoint';
export { endpoints } from './endpoints';
export {
  feedbackImageKind,
  feedbackImageMime,
  feedbackRules,
  feedbackTextLength,
  isFeedbackType,
  type FeedbackImageKind,
  type FeedbackType,
} from './feedback';
export { identityProviderErrorCodes, type IdentityProviderErrorCode } from './identityProvider';
export type { BodyOf, EndpointId, InputOf, QueryOf, ValueOf, WireValueOf } from './types';
export { announcement, promotionCategory, type Announcement, type PromotionCategory } from './endpoints/content.values';
export {
  game,
  launchValue,
  vendorCard,
  vendorLane,
  type Game,
  type HotMatch,
  type LaunchValue,
  type PokerRoom,
  type VendorCard,
  type VendorLane,
  type WinnerRecord,
} from './endpoints/games.values';
export type { LotteryGame } from './endpoints/lottery.values';
export { member, type Member } from './endpoints/member.values';
export { registerRule, registerRules, type RegisterRule, type RegisterRules } from './endpoints/registration.values';
export { loginValue, type LoginValue } from './endpoints/session.values';
export {
  promotionCommentMaxLength,
  promotionStatuses,
  promotionTypes,
  rewardErrorCodes,
  ticketStatuses,
  type MemberPromotion,
  type PromotionStatus,
  type RewardTicket,
} from './endpoints/rewards.values';
export {
  customerService,
  helpItem,
  resource,
  systemStatusValue,
  whitelabelNode,
  type CustomerService,
  type HelpItem,
  type Resource,
  type SystemStatusValue,
  type WhitelabelNode,
} from './endpoints/system.values';
export { mailLimits, type MailAuthor } from './endpoints/inbox.values';
export {
  accountRecordTypes,
  betProductTypes,
  recordLimits,
  type AccountRecordType,
  type BetProductType,
} from './endpoints/records.values';
export { bonusStatuses, profitPeriods, type BonusStatus, type ProfitPeriod } from './endpoints/profit.values';
export {
  affiliateLinkRules,
  agentBettingSorts,
  agentDownlineRules,
  agentIncomeKinds,
  agentPeriods,
  agentReportRules,
  agentTrendLength,
  downlineStatuses,
  type AgentBettingSort,
  type AgentIncomeKind,
  type AgentPeriod,
  type DownlineStatus,
} from './endpoints/agent.values';
export {
  contractInfoKeys,
  contractProductTypes,
  contractRow,
  contractRules,
  contractStatuses,
  contractTypeFlags,
  contractTypes,
  type ContractProductType,
  type ContractStatus,
  type ContractType,
} from './endpoints/contracts.values';
export { mainWalletTypeId } from './endpoints/wallet.values';
export {
  pointAccountTypeId,
  pointTxTypes,
  redemptionStatuses,
  type PointRewardItem,
  type Redemption,
} from './endpoints/points.values';
export { isYes } from './endpoints/primitives';
