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

/**
 * Once the page has loaded (its pictures included) and the browser is idle, or after `timeoutMs` of waiting for
 * idleness: for work no one waits for, which should not compete with the first screen for the network or the CPU.
 */
export const afterLoadAndIdle = (timeoutMs = 5000) =>
  new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
