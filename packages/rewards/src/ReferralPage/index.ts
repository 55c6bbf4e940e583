import { ReferralPage } from './ReferralPage';

export { ReferralPage, type ReferralPageProps } from './ReferralPage';
/** The page as `React.lazy` takes it. */
export default ReferralPage;
