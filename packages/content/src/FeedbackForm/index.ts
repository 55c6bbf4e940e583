export { FeedbackForm, type FeedbackBody, type FeedbackFormProps } from './FeedbackForm';
