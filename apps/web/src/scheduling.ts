/**
 * Resolves in a new task, so the work before and after it are separate tasks: between them the browser can paint
 * and answer input, where one long task would block both.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/** After the next paint; at once in a background tab, which paints nothing (and runs no animation frame) until shown. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
