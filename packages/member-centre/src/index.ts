export { memberCentreKey, type HelpOrganisation, type MemberCentrePageProps } from './common/pageProps';
export { amountProblem, readAmount, type AmountLimits, type AmountProblem } from './money/amount';
export { intentKeys, newIdempotencyKey, type IntentKeys } from './money/intentKeys';
