export { NoticeList, noticesPerPage, type NoticeListProps } from './NoticeList';
