import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Radix returns focus to its own Trigger only. When an overlay is opened from elsewhere (a controlled `open`, a
 * network error, a menu item), this remembers what had focus when it opened and returns focus there on close.
 * `returnFocusTo` names another place when it answers an element on the page (an overlay opened by an address
 * rather than by a control: focus goes to the control that stands for it).
 */
export function useReturnFocus(hasTrigger: boolean, returnFocusTo?: () => HTMLElement | null | undefined) {
  const openerRef = useRef<HTMLElement | null>(null);

  // Runs before Radix moves focus into the content, so the opener is still the active element.
  const rememberOpener = useCallback((event: Event) => {
    const doc = event.target instanceof Node ? event.target.ownerDocument : null;
    const active = doc?.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== doc?.body ? active : null;
  }, []);

  const returnFocus = useCallback(
    (event: Event) => {
      const opener = openerRef.current;
      openerRef.current = null;
      const chosen = returnFocusTo?.();
      if (chosen?.isConnected) {
        event.preventDefault();
        chosen.focus();
        return;
      }
      if (hasTrigger || !opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
    [hasTrigger, returnFocusTo],
  );

  return { rememberOpener, returnFocus };
}

/**
 * A scrolling region must be reachable by keyboard (WCAG 2.1.1): when the body overflows and holds nothing
 * focusable of its own, it becomes a tab stop so arrow keys can scroll it. Observes the body and its single child.
 */
export function useFocusableWhenScrollable() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    if (!node) return;
    const update = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node]);

  return { ref: setNode, tabIndex: scrollable ? 0 : undefined };
}
