import { Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { maintenanceMessages as m } from './VendorMaintenance.messages';
import { VendorMaintenanceNotice, type VendorMaintenanceNoticeProps } from './VendorMaintenanceNotice';

// Apart from the notice: the pages that show the notice inline need no dialog code.

export interface VendorMaintenanceDialogProps extends Omit<VendorMaintenanceNoticeProps, 'titled'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The notice in a dialog, for a game refused where no page of its own shows it (a new-window game). */
export function VendorMaintenanceDialog({ open, onOpenChange, ...notice }: VendorMaintenanceDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title, { vendor: notice.vendor.displayName })}
      closeLabel={intl.formatMessage(m.close)}
      size="lg"
    >
      <VendorMaintenanceNotice {...notice} titled={false} />
    </Dialog>
  );
}
