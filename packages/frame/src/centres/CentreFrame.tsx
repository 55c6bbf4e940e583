import { Badge, ClockIcon, Dialog, EmptyState } from '@lobby/design-system';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Layout, MenuButton, MenuList, PagePanel, PageTitle } from './CentreFrame.styles';

export interface CentreEntry<P extends string> {
  key: P;
  label: string;
  /** A red count on the entry; nothing shows at 0. */
  badge?: { count: number; label: string } | undefined;
}

export interface CentreFrameProps<P extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  menuLabel: string;
  closeLabel: string;
  entries: readonly CentreEntry<P>[];
  page: P;
  onPageChange: (page: P) => void;
  comingSoonTitle: string;
  /** Says which page is coming; the page's own content replaces it when its issue lands. */
  comingSoonDescription: (label: string) => string;
  /** The chosen page's own content, below its title; without it the page says it is coming soon. */
  content?: ReactNode;
  icon?: ReactNode;
}

/** The member and agent centres' popup: a menu of pages beside the chosen page. */
/**
 * Scrolls the menu row, and only the row (the player may be reading or typing further down the page), so that
 * `entry` is wholly in it. Measured while the dialog may still be scaling in: the on-screen distance is divided by the
 * scale, and rounded outward to the whole pixels a row scrolls by.
 */
function bringIntoRow(entry: HTMLElement) {
  const row = entry.closest('ul');
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const shown = row.getBoundingClientRect();
  const at = entry.getBoundingClientRect();
  const scale = row.offsetWidth > 0 ? shown.width / row.offsetWidth : 1;
  if (at.left < shown.left) row.scrollLeft -= Math.ceil((shown.left - at.left) / scale);
  else if (at.right > shown.right) row.scrollLeft += Math.ceil((at.right - shown.right) / scale);
}

export function CentreFrame<P extends string>({
  open,
  onOpenChange,
  title,
  menuLabel,
  closeLabel,
  entries,
  page,
  onPageChange,
  comingSoonTitle,
  comingSoonDescription,
  content,
}: CentreFrameProps<P>) {
  const panelId = useId();
  const current = entries.find((entry) => entry.key === page) ?? entries[0];
  const currentKey = current?.key;
  // Every entry's count: a badge arriving on any entry (the messages', the rewards') widens it and moves the ones after.
  const counts = entries.map((entry) => entry.badge?.count ?? 0).join(',');
  // On a phone the menu is one row wider than the screen: the open page's entry is brought into it when it appears
  // (the dialog's content mounts after the frame), when another page opens, and when a count arrives or changes
  // (the badge widens its entry, and shifts those after it).
  const currentEntry = useRef<HTMLButtonElement | null>(null);
  const showInRow = useCallback(
    (entry: HTMLButtonElement | null) => {
      currentEntry.current = entry;
      if (currentKey !== undefined && entry) requestAnimationFrame(() => bringIntoRow(entry));
    },
    [currentKey],
  );
  useEffect(() => {
    // Once the badge is laid out.
    const frame = requestAnimationFrame(() => {
      if (currentEntry.current) bringIntoRow(currentEntry.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [counts]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} size="lg" fullScreenOnPhone>
      <Layout>
        <nav aria-label={menuLabel}>
          <MenuList>
            {entries.map((entry) => {
              const badgeId = `${panelId}-${entry.key}-badge`;
              const counted = entry.badge !== undefined && entry.badge.count > 0;
              return (
                <li key={entry.key}>
                  <MenuButton
                    ref={entry.key === current?.key ? showInRow : undefined}
                    aria-current={entry.key === current?.key ? 'page' : undefined}
                    aria-controls={panelId}
                    aria-describedby={counted ? badgeId : undefined}
                    onClick={() => onPageChange(entry.key)}
                  >
                    <span>{entry.label}</span>
                    {entry.badge && <Badge id={badgeId} count={entry.badge.count} label={entry.badge.label} />}
                  </MenuButton>
                </li>
              );
            })}
          </MenuList>
        </nav>
        <PagePanel id={panelId} aria-labelledby={`${panelId}-title`}>
          <PageTitle id={`${panelId}-title`}>{current?.label}</PageTitle>
          {content ?? (
            <EmptyState
              icon={<ClockIcon />}
              titleAs="p"
              title={comingSoonTitle}
              description={comingSoonDescription(current?.label ?? '')}
            />
          )}
        </PagePanel>
      </Layout>
    </Dialog>
  );
}
