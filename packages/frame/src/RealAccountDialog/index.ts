export { RealAccountDialog, type RealAccountDialogProps } from './RealAccountDialog';
