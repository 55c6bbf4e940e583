import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * Tabs with one panel at a time. Arrow keys move between tabs in the reading direction (Radix reads it from the
 * ThemeProvider); on narrow screens the list scrolls and keeps the selected tab in view.
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

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
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

  return (
    <Root ref={ref} value={selected} onValueChange={select}>
      <List ref={listRef} aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
            {/* The space keeps the accessible name readable ("FAV 3"); a flex container does not render it. */}
            {tab.badge != null && (
              <>
                {' '}
                <Badge>{tab.badge}</Badge>
              </>
            )}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.value} value={tab.value}>
          {tab.value === selected ? children(tab.value) : null}
        </Panel>
      ))}
    </Root>
  );
});
