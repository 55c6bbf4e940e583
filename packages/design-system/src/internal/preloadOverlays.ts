import { preloadAlertDialog } from '../components/AlertDialog/AlertDialog';
import { preloadDialog } from '../components/Dialog/Dialog';
import { preloadMenu } from '../components/Menu/Menu';

/**
 * Loads the code of every overlay (dialogs, alert dialogs, menus) now. Pages never need it (each loads after the
 * first paint, or when first opened); tests and stories call it so an overlay renders in the same tick as asked.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([preloadAlertDialog(), preloadDialog(), preloadMenu()]);
}
