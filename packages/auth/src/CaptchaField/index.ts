export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { CaptchaImage, type CaptchaImageProps } from './CaptchaImage';
