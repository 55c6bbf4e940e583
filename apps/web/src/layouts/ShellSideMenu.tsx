import { vars } from '@lobby/design-system';
import { wideScreen } from '@lobby/frame';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { menuDrawerOpenAtom } from '../state/shellAtoms';

// Requested as soon as the layout's code runs: it arrives alongside the status answer, outside the first chunk.
const sideMenuChunk = () => import('./SideMenuContent');
const SideMenuContent = lazy(sideMenuChunk);
if (typeof window !== 'undefined') void sideMenuChunk();

const Aside = styled.div`
  display: none;

  @media ${wideScreen} {
    display: block;
    position: sticky;
    inset-block-start: 7rem;
    align-self: start;
    flex: none;
    inline-size: 15rem;
    min-block-size: 20rem;
    max-block-size: calc(100vh - 7rem);
    overflow-y: auto;
    padding: ${vars.space[4]} ${vars.space[3]};
    border-inline-end: 1px solid ${vars.color.border};
  }

  &[hidden] {
    display: none;
  }
`;

/** The wide-screen side menu, shown or hidden by the header's toggle. */
export function ShellSideMenu({ id, visible }: { id: string; visible: boolean }) {
  // The aside keeps its width while its links load, so nothing beside it moves.
  return (
    <Aside id={id} hidden={!visible}>
      {visible && (
        <Suspense fallback={null}>
          <SideMenuContent />
        </Suspense>
      )}
    </Aside>
  );
}

const MenuDrawerContent = lazy(() => import('./MenuDrawerContent'));

/** The narrow-screen menu drawer; its code loads the first time it opens. */
export function ShellMenuDrawer() {
  const open = useAtomValue(menuDrawerOpenAtom);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerContent />
    </Suspense>
  );
}
