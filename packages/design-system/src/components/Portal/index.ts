export { THEME_SCOPE_SELECTOR, usePortalContainer, type PortalContainer } from './usePortalContainer';
