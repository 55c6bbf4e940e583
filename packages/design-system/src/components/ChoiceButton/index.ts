export { ChoiceButton } from './ChoiceButton';
