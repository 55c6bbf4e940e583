export { FeedbackPopup, type FeedbackPopupProps } from './FeedbackPopup';
