/** Marks the notifications region (the toasts' viewport). */
export const notificationsAttribute = 'data-notifications';

/**
 * For a dialog's `onInteractOutside`: a click, swipe or focus on a toast over an open dialog is not one outside it, so
 * the dialog stays open while its toasts are read and closed. Kept apart from the toasts' code, which a dialog does
 * not load.
 */
export function keepOpenForNotifications(event: Event): void {
  if (event.target instanceof Element && event.target.closest(`[${notificationsAttribute}]`)) event.preventDefault();
}
