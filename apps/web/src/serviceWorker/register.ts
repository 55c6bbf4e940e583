import type { Shell } from '../context/createShell';
import { skipWaitingMessage, workerPath } from './protocol';
import { updateOfferAtom } from './updateOffer';

/**
 * Registers the site's service worker (loaded once the page is idle, never with the first paint) and offers the
 * player a newer version once its worker is installed: accepted, the waiting worker takes over and the page reloads
 * into the new build. Until then the page keeps running on its own build, whose files its worker still holds. The
 * browser looks for a new worker on each navigation; a tab left open looks again whenever it is shown.
 */
export async function registerServiceWorker(
  store: Shell['store'],
  { container = navigator.serviceWorker, reload = () => location.reload() } = {},
) {
  // A first visit's worker taking the page over changes nothing the player sees; a later change of worker does.
  let controlled = container.controller !== null;
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) {
      reload();
    } else if (controlled) {
      // Another tab accepted a new version: this tab's code is the old one.
      store.set(updateOfferAtom, { apply: reload });
    }
    controlled = true;
  });

  const registration = await container.register(workerPath);
  const offer = (worker: ServiceWorker) => {
    store.set(updateOfferAtom, {
      apply: () => {
        accepted = true;
        worker.postMessage(skipWaitingMessage);
      },
    });
  };
  /** Offers `worker` once it is installed and waits behind the one serving this page. */
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const offerWhenWaiting = () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    };
    worker.addEventListener('statechange', offerWhenWaiting);
    offerWhenWaiting();
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
