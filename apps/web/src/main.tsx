// The entry. Start-up order (spec 1 §4): the merchant code and any ?token= hand-off into session storage and the
// status call on its way first; then the browser paints index.html's loading cover; then the app's modules run.
// Evaluating them takes a cheap phone the better part of a second, which would otherwise come before the first paint.
// No top-level await: the app's chunk imports modules of the entry's, which must have finished evaluating.
import { createShell } from '@lobby/shell';
import brand from 'virtual:lobby/brand';
import { nextTask } from './nextTask';

const shell = createShell({ brand });

/** After the next paint; at once in a background tab, which paints nothing (and runs no animation frame) until shown. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The app's code could not be loaded (offline, a deploy replaced it): the message and a reload, never a blank page. */
function showLoadFailure() {
  const template = document.getElementById('boot-failed');
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.querySelector('button')?.addEventListener('click', () => location.reload());
}

void afterPaint()
  .then(() => import('./app'))
  .then(
    async ({ renderApp }) => {
      await nextTask();
      await renderApp(shell);
    },
    () => showLoadFailure(),
  );
