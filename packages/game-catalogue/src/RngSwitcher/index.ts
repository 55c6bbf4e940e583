export { RngSwitcher, rngCategoriesOf, type RngCategory, type RngSwitcherProps } from './RngSwitcher';
