import { ChevronEnd, ChevronStart, IconButton } from '@lobby/design-system';
import type { ReactNode } from 'react';
import type { ItemWindow } from './useWindow';

export interface WindowArrowsProps {
  window: ItemWindow;
  earlierLabel: string;
  laterLabel: string;
  /** The items of the window, between the arrows. */
  children: ReactNode;
}

/** A row's items between a back and a forward arrow, the arrows only when there are more items than fit. */
export function WindowArrows({ window, earlierLabel, laterLabel, children }: WindowArrowsProps) {
  return (
    <>
      {window.paged && (
        <IconButton
          label={earlierLabel}
          icon={<ChevronStart />}
          mirrorInRtl
          size="sm"
          disabled={!window.canBack}
          onClick={window.back}
        />
      )}
      {children}
      {window.paged && (
        <IconButton
          label={laterLabel}
          icon={<ChevronEnd />}
          mirrorInRtl
          size="sm"
          disabled={!window.canForward}
          onClick={window.forward}
        />
      )}
    </>
  );
}
