export { LoginPopup, type LoginPopupProps } from './LoginPopup';
