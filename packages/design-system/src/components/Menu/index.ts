export { Menu, type MenuEntry, type MenuItem, type MenuProps, type MenuSeparator } from './Menu';
