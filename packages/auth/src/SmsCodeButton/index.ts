export { SmsCodeButton, type SmsAnswer, type SmsCodeButtonProps } from './SmsCodeButton';
