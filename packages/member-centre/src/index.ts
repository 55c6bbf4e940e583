export {
  memberCentreKey,
  type GameVendor,
  type HelpOrganisation,
  type MemberCentrePageProps,
  type MemberCentreSection,
} from './common/pageProps';
export { intentKeys, newIdempotencyKey, type IntentKeys } from './money/intentKeys';
