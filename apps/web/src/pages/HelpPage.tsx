import { helpCentreQuery, HelpCentre } from '@lobby/content';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useShell } from '../context/ShellContext';
import { DeferredMessages } from '../language/DeferredMessages';
import { useChosenLanguage } from '../language/LanguageGate';
import { PageHeading, PageSection } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The help page (spec 2 §2, the footer's FAQ): the help centre in the chosen language, each entry a section whose
 * anchor is its tag. `/help#term` opens at the terms, on a fresh load as after a link inside the site.
 */
export function HelpPage() {
  const intl = useIntl();
  const name = intl.formatMessage(pageMessages.help);
  useDocumentTitle(name);
  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <HelpPageContent />
      </DeferredMessages>
    </PageSection>
  );
}

function HelpPageContent() {
  const { client } = useShell();
  const language = useChosenLanguage();
  const query = useQuery(helpCentreQuery(client, { language }));
  useScrollToHashOnce(query.isSuccess);
  return <HelpCentre entries={query.data} status={query.status} onRetry={() => void query.refetch()} anchors="page" />;
}

/**
 * Scrolls to the address's `#hash` section once the sections are on the page. The shell's scrolling waits a few
 * seconds for an anchor to appear; the help centre can take longer on a slow network, so the page finishes the job
 * when its content arrives. Once per hash: a language change later does not pull the reader back.
 */
function useScrollToHashOnce(ready: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === hash) return;
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // A malformed escape: the hash as it is.
    }
    const target = document.getElementById(id);
    if (!target) return;
    done.current = hash;
    target.scrollIntoView();
  }, [ready, hash]);
}
