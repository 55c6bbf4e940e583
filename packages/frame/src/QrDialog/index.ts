export { QrDialog, type QrDialogProps } from './QrDialog';
