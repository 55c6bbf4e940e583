import { HumanCheckOutlet } from '@lobby/auth';
import type { ReactNode } from 'react';
import { DeferredMessages } from '../language/DeferredMessages';
import { ShellPopups } from '../layouts/ShellPopups';
import { ServiceWorkerUpdate } from '../serviceWorker/ServiceWorkerUpdate';
import { StartupGate } from '../StartupGate';
import { ScrollManager } from './ScrollManager';

/**
 * The root route's component: the start-up gate, scrolling, the routes, the shared popups, the human check and the
 * "new version" prompt.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <StartupGate>
      <ScrollManager />
      {children}
      <ShellPopups />
      <ServiceWorkerUpdate />
      <DeferredMessages>
        <HumanCheckOutlet />
      </DeferredMessages>
    </StartupGate>
  );
}
