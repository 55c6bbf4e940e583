export { RegisterPopup, type RegisterPopupProps } from './RegisterPopup';
