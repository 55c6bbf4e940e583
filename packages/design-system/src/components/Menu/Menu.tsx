import { cloneElement, forwardRef, useId, useLayoutEffect, useRef, useState } from 'react';
import { deferredPart } from '../../internal/deferredPart';
import { triggerStandIn } from '../../internal/triggerStandIn';
import type { MenuProps } from './MenuPopup';

export type { MenuEntry, MenuItem, MenuProps, MenuSeparator } from './MenuPopup';

const popup = deferredPart(() => import('./MenuPopup'));

/** Loads the menu's code now (it otherwise loads after the page has painted, or on first press). */
export const preloadMenu = () => popup.preload().then(() => undefined);

/**
 * A dropdown menu of actions and links. Arrow keys, Home/End and typing move between items; Esc closes it and
 * returns focus to the trigger. Until its code has loaded (when the browser is idle after the page has painted),
 * the trigger stands alone: pressing it loads the menu and opens it.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(props, ref) {
  const [pressed, setPressed] = useState(false);
  const loaded = popup.use(Boolean(props.open ?? props.defaultOpen) || pressed);
  const triggerId = useId();
  const trigger = cloneElement(props.trigger, { 'data-menu-trigger': triggerId } as Record<string, string>);
  const findTrigger = () => document.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(triggerId)}"]`);

  // The loaded trigger is a new element: focus on the stand-in when the code arrives moves to it.
  const standInShown = useRef(!loaded);
  const refocus = useRef(false);
  if (loaded && standInShown.current) {
    standInShown.current = false;
    refocus.current = findTrigger() === document.activeElement;
  }
  useLayoutEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    findTrigger()?.focus();
  });

  if (loaded) {
    return <loaded.MenuPopup ref={ref} {...props} trigger={trigger} defaultOpen={props.defaultOpen || pressed} />;
  }
  return triggerStandIn(
    trigger,
    () => {
      setPressed(true);
      props.onOpenChange?.(true);
    },
    { 'aria-haspopup': 'menu', 'aria-expanded': false },
  );
});
