import { HumanCheckOutlet, useSession } from '@lobby/auth';
import { Suspense, type ReactNode } from 'react';
import { DeferredMessages } from '../language/DeferredMessages';
import { ShellPopups } from '../layouts/ShellPopups';
import { ServiceWorkerUpdate } from '../serviceWorker/ServiceWorkerUpdate';
import { StartupGate } from '../StartupGate';
import { ScrollManager } from './ScrollManager';
import { lazyWithQueries } from '../serverState/QueryScope';

const ShellRealityCheck = lazyWithQueries(() => import('../layouts/ShellRealityCheck'));

/** The reality check, for signed-in real accounts only: its code loads once a member is in, never for a visitor. */
function RealityCheckMount() {
  const { isLogin, isTrial } = useSession();
  if (!isLogin || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <ShellRealityCheck />
    </Suspense>
  );
}

/**
 * The root route's component: the start-up gate, scrolling, the routes, the shared popups, the human check, the
 * "new version" prompt and the reality check.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <StartupGate>
      <ScrollManager />
      {children}
      <ShellPopups />
      <ServiceWorkerUpdate />
      <RealityCheckMount />
      <DeferredMessages>
        <HumanCheckOutlet />
      </DeferredMessages>
    </StartupGate>
  );
}
