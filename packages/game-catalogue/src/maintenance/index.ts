export { VendorMaintenanceDialog, type VendorMaintenanceDialogProps } from './VendorMaintenanceDialog';
export { VendorMaintenanceNotice, type VendorMaintenanceNoticeProps } from './VendorMaintenanceNotice';
