import type { HelpItem } from '@lobby/contract';

/** A help entry as the help centre lays it out: its anchor, its children, what to show. */
export interface HelpSection {
  /** The element id of its section: the tag on the page (`/help#term`), or a private one in a popup. */
  id: string;
  /** The tag, when the entry has one of its own: what an address's `#hash` names. */
  tag: string | null;
  title: string;
  content: string;
  children: HelpSection[];
}

/** Whether the platform marked an entry hidden (`display` false, 0 or "0"); anything else is shown. */
const hidden = (entry: HelpItem) => entry.display === false || entry.display === 0 || entry.display === '0';

/**
 * The entries as sections with unique anchors: an entry's id is its tag (trimmed) the first time that tag appears;
 * an entry without a tag, or repeating one already used (the platform gives children their parent's tag or none),
 * gets `<prefix>section-<n>` instead. `prefix` keeps a popup's ids apart from a page's.
 */
export function helpSectionsOf(entries: readonly HelpItem[], prefix = ''): HelpSection[] {
  const used = new Set<string>();
  let count = 0;
  const sectionOf = (entry: HelpItem): HelpSection => {
    count += 1;
    const own = entry.tag?.trim() ?? '';
    const tag = own && !used.has(own) ? own : null;
    if (tag) used.add(tag);
    return {
      id: `${prefix}${tag ?? `section-${count}`}`,
      tag,
      title: entry.title,
      content: entry.content ?? '',
      children: (entry.children ?? []).filter((child) => !hidden(child)).map(sectionOf),
    };
  };
  return entries.filter((entry) => !hidden(entry)).map(sectionOf);
}
