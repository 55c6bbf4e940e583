import { WalletPage } from './WalletPage';

export { WalletPage };
export { walletsOf, type Wallet, type Wallets } from './wallets';
/** The page as `React.lazy` takes it. */
export default WalletPage;
