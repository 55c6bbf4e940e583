// A Vitest setup file (`setupFiles: ['@lobby/design-system/testing/loadedOverlays']`): dialogs and menus load their
// code after the page has painted; tests that set this up render them as a page does by then.
import { preloadOverlays } from '../internal/preloadOverlays';

await preloadOverlays();
