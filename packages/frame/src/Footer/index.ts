export { Footer, footerVendors, type FooterProps } from './Footer';
