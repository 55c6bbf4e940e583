import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { useTheme } from '../../theme';
import { Item, List, Root, Toggle, Track, Viewport } from './Ticker.styles';
import { PauseIcon, PlayIcon } from '../Icons';

export interface TickerItem {
  key: string;
  text: string;
}

export interface TickerProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  items: readonly TickerItem[];
  /** A notice was chosen; the app opens it. */
  onItemClick: (key: string) => void;
  /** The region's accessible name ("Notices"). */
  label: string;
  labels: { pause: string; play: string };
  /** Scrolling speed in CSS pixels per second. */
  speed?: number;
}

/**
 * A line of notices that scrolls on its own (a marquee). It stops while hovered or focused and on the toggle
 * (WCAG 2.2.2), and under reduced motion it stands still as a row the user scrolls.
 */
export const Ticker = forwardRef<HTMLElement, TickerProps>(function Ticker(
  { items, onItemClick, label, labels, speed = 60, ...rest },
  ref,
) {
  const { dir } = useTheme();
  const [paused, setPaused] = useState(false);
  const [copyWidth, setCopyWidth] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const hasItems = items.length > 0;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The observer reports once on observe(), then whenever notices, fonts or the line width change.
    const observer = new ResizeObserver(() => setCopyWidth(list.offsetWidth));
    observer.observe(list);
    return () => observer.disconnect();
  }, [hasItems]);

  if (!hasItems) return null;

  // A click in the line but between two notices (or past the last) opens the notice nearest to it: the whole line is
  // the target a mouse aims at. The notices themselves stay the buttons a keyboard and a screen reader use.
  const openNearest = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('button')) return;
    const distance = (button: HTMLElement) => {
      const box = button.getBoundingClientRect();
      return Math.max(box.left - event.clientX, event.clientX - box.right, 0);
    };
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button[data-key]')];
    const nearest = buttons.reduce<HTMLElement | undefined>(
      (best, button) => (best && distance(best) <= distance(button) ? best : button),
      undefined,
    );
    if (nearest?.dataset.key !== undefined) onItemClick(nearest.dataset.key);
  };

  // Until the copy is measured nothing moves, rather than moving at a guessed speed.
  const seconds = copyWidth > 0 && speed > 0 ? copyWidth / speed : null;
  const motion = { $dir: dir, $seconds: seconds, $paused: paused };

  return (
    <Root ref={ref} aria-label={label} {...rest}>
      <Toggle type="button" aria-label={paused ? labels.play : labels.pause} onClick={() => setPaused(!paused)}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </Toggle>
      <Viewport onClick={openNearest}>
        <Track>
          <List ref={listRef} {...motion}>
            {items.map((item) => (
              <li key={item.key}>
                <Item type="button" data-key={item.key} onClick={() => onItemClick(item.key)}>
                  {item.text}
                </Item>
              </li>
            ))}
          </List>
          {/*
            The copy that makes the loop seamless: hidden from assistive technology and out of the tab order, but
            still clickable, since half the time it is the copy a mouse user sees. (`inert` would block the click.)
          */}
          <List aria-hidden="true" {...motion}>
            {items.map((item) => (
              <li key={item.key}>
                <Item type="button" tabIndex={-1} data-key={item.key} onClick={() => onItemClick(item.key)}>
                  {item.text}
                </Item>
              </li>
            ))}
          </List>
        </Track>
      </Viewport>
    </Root>
  );
});
