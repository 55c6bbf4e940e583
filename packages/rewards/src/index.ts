export { rewardsKey, type RewardsPageProps } from './common/pageProps';
