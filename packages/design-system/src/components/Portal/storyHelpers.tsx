import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ThemeProvider, useTheme } from '../../theme';
import type { ColorMode } from '../../tokens/types';

/*
 * Helpers for stories of overlays and direction-aware components; not exported from the package.
 */

/** Nests a right-to-left theme scope inside whichever brand and colour mode the toolbar selected. */
export function RtlScope({ children }: { children: ReactNode }) {
  const { brand } = useTheme();
  const probe = useRef<HTMLSpanElement>(null);
  const [mode, setMode] = useState<ColorMode | undefined>(undefined);
  useLayoutEffect(() => {
    const value = probe.current?.closest('[data-mode]')?.getAttribute('data-mode');
    if (value === 'light' || value === 'dark') setMode(value);
  }, []);
  return (
    <>
      <span ref={probe} hidden />
      <ThemeProvider scope="element" brand={brand} mode={mode} dir="rtl" lang="ar">
        {children}
      </ThemeProvider>
    </>
  );
}

/**
 * Waits for entry animations to end, so what runs after the play function (axe, screenshots) sees the settled
 * overlay rather than one fading in. Endless animations (spinners) are left alone.
 */
export async function settle(canvasElement: HTMLElement): Promise<void> {
  const running = canvasElement.ownerDocument
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Whether the story renders right to left (the toolbar's language, or an RtlScope): play functions that check
 * sides and arrow keys read "start" and "end" through it, so the same story passes in both directions.
 */
export const isRtl = (element: Element): boolean => getComputedStyle(element).direction === 'rtl';
