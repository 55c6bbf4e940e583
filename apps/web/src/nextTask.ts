/**
 * Resolves in a new task, so the work before and after it are separate tasks: between them the browser can paint
 * and answer input, where one long task would block both.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
