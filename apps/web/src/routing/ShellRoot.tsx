import { HumanCheckOutlet, useSession } from '@lobby/auth';
import { Suspense, type ReactNode } from 'react';
import { DeferredMessages } from '../language/DeferredMessages';
import { ShellPopups } from '../layouts/ShellPopups';
import { ServiceWorkerUpdate } from '../serviceWorker/ServiceWorkerUpdate';
import { StartupGate } from '../StartupGate';
import { ScrollManager } from './ScrollManager';
import { lazyWithQueries } from '../serverState/QueryScope';

const ShellRealityCheck = lazyWithQueries(() => import('../layouts/ShellRealityCheck'));
const ShellRealtime = lazyWithQueries(() => import('../realtime/ShellRealtime'));

/**
 * The reality check and the push channel, for signed-in real accounts only: their code loads once a member is in,
 * never for a visitor or a trial account.
 */
function SignedInMount() {
  const { isLogin, isTrial } = useSession();
  if (!isLogin || isTrial) return null;
  return (
    <>
      <Suspense fallback={null}>
        <ShellRealityCheck />
      </Suspense>
      <DeferredMessages>
        <Suspense fallback={null}>
          <ShellRealtime />
        </Suspense>
      </DeferredMessages>
    </>
  );
}

/**
 * The root route's component: the start-up gate, scrolling, the routes, the shared popups, the human check, the
 * "new version" prompt, and for a signed-in member the reality check and the push channel.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <StartupGate>
      <ScrollManager />
      {children}
      <ShellPopups />
      <ServiceWorkerUpdate />
      <SignedInMount />
      <DeferredMessages>
        <HumanCheckOutlet />
      </DeferredMessages>
    </StartupGate>
  );
}
