// The entry. Start-up order (spec 1 §4): the merchant code and any ?token= hand-off into session storage and the
// status call on its way first; then the browser paints index.html's loading cover; then the app's modules run.
// Evaluating them takes a cheap phone the better part of a second, which would otherwise come before the first paint.
// On a visitor's first view of `/` or a game centre the cover shows the page's first banner, its largest picture, and
// the app's modules wait for it to be painted (at most coverPictureWaitMs): that way it is not queued behind them.
// No top-level await: the app's chunk imports modules of the entry's, which must have finished evaluating.
import { createShell } from './context/createShell';
import brand from 'virtual:lobby/brand';
import { showCoverPicture } from './coverPicture';
import { afterLoadAndIdle, afterPaint, nextTask } from './scheduling';
import { startServiceWorker } from './serviceWorker/start';

const shell = createShell({ brand });

/** How long the app's start waits for the cover's picture (a slow picture does not hold the site back further). */
const coverPictureWaitMs = 1200;

const coverPictureShown = Promise.race([
  shell.coverBanner.then((picture) => (picture ? showCoverPicture(picture) : undefined)),
  new Promise<void>((resolve) => setTimeout(resolve, coverPictureWaitMs)),
]);

/** The app's code could not be loaded (offline, a deploy replaced it): the message and a reload, never a blank page. */
function showLoadFailure() {
  const template = document.getElementById('boot-failed');
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.querySelector('button')?.addEventListener('click', () => location.reload());
}

void afterPaint()
  .then(() => coverPictureShown)
  .then(() => import('./app'))
  .then(
    async ({ renderApp }) => {
      await nextTask();
      await renderApp(shell);
      startServiceWorker(shell.store);
      // Query's code, which every other page and the home page's lobby read server state through, once the first
      // screen is done (decision 0043); what needs it sooner asks for it then.
      void afterLoadAndIdle().then(() => shell.queries.ready());
    },
    () => showLoadFailure(),
  );
