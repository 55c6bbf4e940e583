export { VendorGamesDialog, type VendorGamesDialogProps } from './VendorGamesDialog';
