export { SendCodeButton, type SendCodeButtonLabels, type SendCodeButtonProps } from './SendCodeButton';
