export { Skeleton, type SkeletonProps } from './Skeleton';
export type { SkeletonShape } from './Skeleton.styles';
