export { RightBar, type RightBarProps } from './RightBar';
