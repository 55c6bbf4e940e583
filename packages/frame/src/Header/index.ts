export { Header, type HeaderAccount, type HeaderProps } from './Header';
