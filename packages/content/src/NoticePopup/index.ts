export { NoticePopup, noticesPerPage, type NoticePopupProps } from './NoticePopup';
export { NoticeTicker, type NoticeTickerProps } from './NoticeTicker';
