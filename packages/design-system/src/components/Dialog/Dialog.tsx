import { forwardRef, useState } from 'react';
import { deferredPart } from '../../internal/deferredPart';
import { triggerStandIn } from '../../internal/triggerStandIn';
import type { DialogProps } from './DialogPopup';

export type { DialogProps } from './DialogPopup';

const popup = deferredPart(() => import('./DialogPopup'));

/** Loads the dialog's code now (it otherwise loads after the page has painted, or on first open). */
export const preloadDialog = () => popup.preload().then(() => undefined);

/**
 * A modal dialog: focus is trapped inside, Esc and the close button close it, and focus returns to what opened it.
 * The body scrolls when tall; the dialog never exceeds the viewport. Its code loads when the browser is idle after
 * the page has painted, or at once when it opens first.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  // The trigger pressed before the code arrived: the dialog opens as soon as it has.
  const [pressed, setPressed] = useState(false);
  const loaded = popup.use(Boolean(props.open ?? props.defaultOpen) || pressed);
  if (loaded) return <loaded.DialogPopup ref={ref} {...props} defaultOpen={props.defaultOpen || pressed} />;
  if (!props.trigger) return null;
  return triggerStandIn(props.trigger, () => {
    setPressed(true);
    props.onOpenChange?.(true);
  });
});
