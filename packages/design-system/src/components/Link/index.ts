export { Link, type LinkProps } from './Link';
export { linkStyles, type LinkUnderline } from './Link.styles';
export { isPlainClick } from './plainClick';
