import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { DeferredMessages } from '../language/DeferredMessages';
import { updateOfferAtom } from './updateOffer';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));

/** The "new version" prompt once the service worker offers one; its code and copy load only then. */
export function ServiceWorkerUpdate() {
  const [offer, setOffer] = useAtom(updateOfferAtom);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <DeferredMessages>
        <UpdatePrompt offer={offer} onLater={() => setOffer(null)} />
      </DeferredMessages>
    </Suspense>
  );
}
