export {
  memberCentreKey,
  type GameVendor,
  type HelpOrganisation,
  type MemberCentrePageProps,
  type MemberCentreSection,
} from './common/pageProps';
export { amountProblem, readAmount, type AmountLimits, type AmountProblem } from './money/amount';
export { intentKeys, newIdempotencyKey, type IntentKeys } from './money/intentKeys';
