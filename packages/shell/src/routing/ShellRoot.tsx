import type { ReactNode } from 'react';
import { ShellPopups } from '../layouts/ShellPopups';
import { StartupGate } from '../StartupGate';
import { ScrollManager } from './ScrollManager';

/** The root route's component: the start-up gate, scrolling, the routes, and the shared popups. */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <StartupGate>
      <ScrollManager />
      {children}
      <ShellPopups />
    </StartupGate>
  );
}
