import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, List, Panel, Root, Trigger } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** After the label (a count, "New"); part of the tab's accessible name. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selection; pair with `onValueChange`. */
  value?: string;
  /** Initial selection when uncontrolled; the first enabled tab when absent. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list ("Game categories"). */
  label: string;
  /** Renders the panel of the selected tab; called for that tab only. */
  children: (value: string) => ReactNode;
}

// Leaves part of the neighbouring tab in view, which hints that the list scrolls.
const PEEK = 24;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the arrow keys go: the next or previous enabled tab (wrapping), or the first or last. */
const keyMoves: Record<string, (rtl: boolean) => 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: (rtl) => (rtl ? 'previous' : 'next'),
  ArrowLeft: (rtl) => (rtl ? 'next' : 'previous'),
  Home: () => 'first',
  End: () => 'last',
};

/**
 * Tabs with one panel at a time (the WAI-ARIA tabs pattern, selection following focus). Arrow keys move between
 * tabs in the reading direction, Home and End to the ends, skipping disabled tabs; only the selected tab is in the
 * Tab order. On narrow screens the list scrolls and keeps the selected tab in view.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { tabs, value, defaultValue, onValueChange, label, children },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(
    () => defaultValue ?? tabs.find((tab) => !tab.disabled)?.value ?? '',
  );
  const selected = value ?? uncontrolled;
  const listRef = useRef<HTMLDivElement>(null);
  const firstRun = useRef(true);
  const baseId = useId();
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = (tab: string) => `${baseId}-panel-${tab}`;

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const instant = firstRun.current || prefersReducedMotion();
    firstRun.current = false;
    if (!list || !tab || typeof list.scrollBy !== 'function') return;
    // Scroll the list only, never the page (scrollIntoView would); physical rectangles make this direction-proof.
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    let delta = 0;
    if (tabBox.left < listBox.left) delta = tabBox.left - listBox.left - PEEK;
    else if (tabBox.right > listBox.right) delta = tabBox.right - listBox.right + PEEK;
    if (delta !== 0) list.scrollBy({ left: delta, behavior: instant ? 'auto' : 'smooth' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const enabled = tabs.filter((tab) => !tab.disabled);
    if (enabled.length === 0) return;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const at = enabled.findIndex((tab) => tab.value === selected);
    const target = {
      next: enabled[(at + 1) % enabled.length],
      previous: enabled[(at - 1 + enabled.length) % enabled.length],
      first: enabled[0],
      last: enabled[enabled.length - 1],
    }[move(rtl)];
    if (!target) return;
    select(target.value);
    document.getElementById(tabId(target.value))?.focus();
  };

  return (
    <Root ref={ref}>
      <List ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <Trigger
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => {
                if (!active) select(tab.value);
              }}
            >
              {tab.label}
              {/* The space keeps the accessible name readable ("FAV 3"); a flex container does not render it. */}
              {tab.badge != null && (
                <>
                  {' '}
                  <Badge>{tab.badge}</Badge>
                </>
              )}
            </Trigger>
          );
        })}
      </List>
      {tabs.some((tab) => tab.value === selected) && (
        <Panel role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0}>
          {children(selected)}
        </Panel>
      )}
    </Root>
  );
});
