import type { FlagName } from '@lobby/whitelabel';

/** Member-centre pages by the keys the platform's member centre uses (spec 1 §2); the first is the default. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'responsibleGambling',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];
export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

/** Entries that carry a red count badge. */
export type MemberCentreCounts = Partial<Record<'missionLeaderboard' | 'messageV2' | 'rewardCenter', number>>;

/** Agent-centre pages in menu order (spec 1 §2); `agentTeamOverview` (team overview) is the default. */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterCentre',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserLoss',
  'agentMyIncome',
  'agentAccountDetails',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];
export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

/** Agent entries shown only when their white-label switch is on. */
export const agentPageFlags: Partial<Record<AgentCentrePage, FlagName>> = {
  agentDividend: 'SIGNCONDIV3',
  agentDailySalary: 'DAILYSALCONT3',
  agentHourlySalary: 'HOURSAL3',
  agentRealTimeSalary: 'RTSALARY3',
};

/** The account menu's entries (spec 1 §2): member-centre keys ('' = my account), the agent centre, sign out. */
export type AccountAction =
  'depositv2' | 'withdraw' | '' | 'personalHistoryCopy' | 'transactionHistory' | 'agent' | 'signOut';
