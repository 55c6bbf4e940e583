export { LoadMore, type LoadMoreLabels, type LoadMoreProps } from './LoadMore';
