import { createElement, useCallback, useMemo, useState, type ReactElement } from 'react';

/** The wrapper `ThemeProvider scope="element"` renders: it carries `data-brand`, `data-mode`, `dir` and `lang`. */
export const THEME_SCOPE_SELECTOR = '[data-theme-scope]';

export interface PortalContainer {
  /**
   * Where the overlay should portal to. `undefined` until the anchor has mounted: render the portal only once this
   * is set, so the content is never mounted outside the theme first and then moved (which would lose focus).
   */
  container: HTMLElement | undefined;
  /** Callback ref for any element rendered where the overlay is declared; `anchor` uses it. */
  anchorRef: (node: Element | null) => void;
  /** A ready-made anchor to render next to the overlay's root. */
  anchor: ReactElement;
}

/**
 * Finds the element overlays should portal into so the brand's custom properties and direction still apply: an
 * explicit `container`, else the nearest `[data-theme-scope]` around the place the overlay is declared (side-by-side
 * brands in Storybook, tests), else `document.body` (an app, whose theme sits on `<html>`).
 */
export function usePortalContainer(container?: HTMLElement | null): PortalContainer {
  const [found, setFound] = useState<HTMLElement | undefined>(undefined);

  // Ref callbacks run in the commit phase, so the state update lands before paint, like a layout effect.
  const anchorRef = useCallback((node: Element | null) => {
    if (!node) return;
    setFound(node.closest<HTMLElement>(THEME_SCOPE_SELECTOR) ?? node.ownerDocument.body);
  }, []);

  // A <template> is allowed almost anywhere (lists, tables, buttons) and never renders, so the anchor cannot
  // disturb layout, styling or the accessibility tree.
  const anchor = useMemo(() => createElement('template', { ref: anchorRef, 'data-portal-anchor': '' }), [anchorRef]);

  return { container: container ?? found, anchorRef, anchor };
}
