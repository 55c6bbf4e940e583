export { ContentStatus, type ContentKind, type ContentStatusProps } from './ContentStatus';
