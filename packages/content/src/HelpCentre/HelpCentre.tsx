import type { HelpItem } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useId, useMemo, type MouseEvent } from 'react';
import { ContentStatus } from '../ContentStatus';
import { SafeHtml } from '../SafeHtml';
import { helpCentreMessages as m } from './HelpCentre.messages';
import {
  Contents,
  ContentsLink,
  ContentsList,
  ContentsTitle,
  Layout,
  Section,
  Sections,
  SectionTitle,
} from './HelpCentre.styles';
import { helpSectionsOf, type HelpSection } from './helpSections';

export interface HelpCentreProps {
  /** The platform's entries; undefined until they arrive. */
  entries: readonly HelpItem[] | undefined;
  /** Where the call stands (TanStack Query's `status`). */
  status: 'pending' | 'error' | 'success';
  /** Asks the platform again after a failure. */
  onRetry: () => void;
  /** The entries' heading level: 2 on the page (under its h1), 3 in a popup (under its title); children one lower. */
  headingLevel?: 2 | 3;
  /**
   * `page`: each section's id is its tag and the contents link to `#tag`, so `/help#term` opens at the terms and a
   * contents link changes the address. `local`: ids private to this instance, and a contents link scrolls within
   * (a popup over any page, the help page included, must not take its anchors or the address).
   */
  anchors?: 'page' | 'local';
}

/**
 * The help centre (spec 2 §2, contract §2.5): a table of contents, then each entry as a section with its title as
 * the heading and its sanitised HTML, children nested below it. Loading, failed (with a retry) and empty each say so.
 */
export function HelpCentre({ entries, status, onRetry, headingLevel = 2, anchors = 'page' }: HelpCentreProps) {
  const intl = useIntl();
  const instance = useId();
  const contentsId = `${instance}-contents`;
  const prefix = anchors === 'local' ? `${instance}-` : '';
  const sections = useMemo(() => helpSectionsOf(entries ?? [], prefix), [entries, prefix]);

  if (status === 'pending') return <ContentStatus state="loading" kind="help" />;
  if (status === 'error') return <ContentStatus state="error" kind="help" onRetry={onRetry} />;
  if (sections.length === 0) return <ContentStatus state="empty" kind="help" />;

  // In a popup, a contents link moves within the popup and leaves the address alone.
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (anchors === 'page') return;
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('h2, h3, h4')?.focus({ preventScroll: true });
  };

  return (
    <Layout data-anchors={anchors}>
      <Contents aria-labelledby={contentsId}>
        <ContentsTitle id={contentsId}>{intl.formatMessage(m.contents)}</ContentsTitle>
        <ContentsList>
          {sections.map((section) => (
            <li key={section.id}>
              <ContentsLink href={`#${encodeURIComponent(section.id)}`} onClick={(event) => follow(event, section.id)}>
                {titleOf(section, intl.formatMessage(m.untitled))}
              </ContentsLink>
            </li>
          ))}
        </ContentsList>
      </Contents>
      <Sections>
        {sections.map((section) => (
          <HelpSectionView
            key={section.id}
            section={section}
            level={headingLevel}
            untitled={intl.formatMessage(m.untitled)}
          />
        ))}
      </Sections>
    </Layout>
  );
}

const titleOf = (section: HelpSection, untitled: string) => section.title.trim() || untitled;

function HelpSectionView({ section, level, untitled }: { section: HelpSection; level: 2 | 3 | 4; untitled: string }) {
  return (
    <Section id={section.id}>
      {/* Focusable from script only: a popup's contents link moves focus to the heading it scrolled to. */}
      <SectionTitle as={`h${level}`} tabIndex={-1}>
        {titleOf(section, untitled)}
      </SectionTitle>
      {section.content.trim() && <SafeHtml html={section.content} />}
      {section.children.map((child) => (
        <HelpSectionView key={child.id} section={child} level={level === 2 ? 3 : 4} untitled={untitled} />
      ))}
    </Section>
  );
}
