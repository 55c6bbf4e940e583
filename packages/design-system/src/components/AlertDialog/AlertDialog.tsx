import { forwardRef } from 'react';
import { deferredPart } from '../../internal/deferredPart';
import { triggerStandIn } from '../../internal/triggerStandIn';
import type { AlertDialogProps } from './AlertDialogPopup';

export type { AlertDialogProps } from './AlertDialogPopup';

const popup = deferredPart(() => import('./AlertDialogPopup'));

/** Loads the alert dialog's code now (it otherwise loads after the page has painted, or on first open). */
export const preloadAlertDialog = () => popup.preload().then(() => undefined);

/**
 * A modal that interrupts for a message or a decision. It does not close on an outside press; initial focus goes
 * to OK for a warning and to Cancel for a confirmation, the least destructive choice. Its code loads when the
 * browser is idle after the page has painted, or at once when it opens first.
 */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(props, ref) {
  const loaded = popup.use(props.open);
  if (loaded) return <loaded.AlertDialogPopup ref={ref} {...props} />;
  return props.trigger ? triggerStandIn(props.trigger, () => props.onOpenChange(true)) : null;
});
