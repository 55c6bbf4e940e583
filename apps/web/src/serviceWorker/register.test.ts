import { createStore } from 'jotai';
import { skipWaitingMessage, workerPath } from './protocol';
import { registerServiceWorker } from './register';
import { updateOfferAtom } from './updateOffer';

/** Stand-ins for the browser's worker objects: just the state, events and calls the registration uses. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new worker at the address and is installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(public controller: FakeWorker | null) {
    super();
  }
  /** Another worker serves the page now. */
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function setUp(controller: FakeWorker | null, waiting: FakeWorker | null = null) {
  const store = createStore();
  const container = new FakeContainer(controller);
  container.registration.waiting = waiting;
  const reload = vi.fn();
  await registerServiceWorker(store, { container: container as unknown as ServiceWorkerContainer, reload });
  return { store, container, registration: container.registration, reload };
}

describe('registerServiceWorker', () => {
  it('registers the worker; on a first visit its installing and taking the page over offers nothing', async () => {
    const { store, container, registration, reload } = await setUp(null);
    expect(container.register).toHaveBeenCalledWith(workerPath);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    first.become('activated');
    container.takeOver(first);
    expect(store.get(updateOfferAtom)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once its worker is installed; accepting starts it, and its taking over reloads', async () => {
    const current = new FakeWorker('activated');
    const { store, container, registration, reload } = await setUp(current);
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(store.get(updateOfferAtom)).toBeNull();
    next.become('installed');

    const offer = store.get(updateOfferAtom);
    expect(offer).not.toBeNull();
    offer?.apply();
    expect(next.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(reload).not.toHaveBeenCalled();
    next.become('activated');
    container.takeOver(next);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version already waiting when the page opens (found on an earlier visit)', async () => {
    const waiting = new FakeWorker('installed');
    const { store } = await setUp(new FakeWorker('activated'), waiting);
    store.get(updateOfferAtom)?.apply();
    expect(waiting.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
  });

  it("offers a reload when another tab's acceptance replaced the worker under this page", async () => {
    const { store, container, reload } = await setUp(new FakeWorker('activated'));
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
    store.get(updateOfferAtom)?.apply();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version whenever the tab is shown again', async () => {
    const { registration } = await setUp(new FakeWorker('activated'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledOnce();
  });
});
