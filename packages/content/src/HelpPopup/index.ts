export { HelpPopup, type HelpPopupProps } from './HelpPopup';
