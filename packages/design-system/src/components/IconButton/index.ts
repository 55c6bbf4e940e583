export { IconButton, type IconButtonProps } from './IconButton';
export type { IconButtonSize, IconButtonVariant } from './IconButton.styles';
