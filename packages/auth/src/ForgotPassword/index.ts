export {
  ForgotPasswordForm,
  ForgotPasswordPopup,
  type ForgotPasswordFormProps,
  type ForgotPasswordPopupProps,
} from './ForgotPassword';
