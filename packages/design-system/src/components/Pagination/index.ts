export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';
export { paginationRange, type PaginationItem } from './paginationRange';
