export { DownloadPage, DownloadView, downloadQr, type DownloadViewProps } from './DownloadPage';
