export {
  VendorMaintenanceDialog,
  VendorMaintenanceNotice,
  type VendorMaintenanceDialogProps,
  type VendorMaintenanceNoticeProps,
} from './VendorMaintenanceNotice';
