import { NoticeTicker } from '@lobby/content';
import { vars } from '@lobby/design-system';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useAnnouncements } from './useAnnouncements';

/** The ticker's place while the notices are on their way: a notice button and the line's padding. */
const TickerPlace = styled.div`
  block-size: calc(${vars.size.controlSm} + 2 * ${vars.space[1]});
`;

// The popup (dialog, pager, sanitiser) loads the first time a notice is chosen.
const NoticePopup = lazy(() =>
  import('@lobby/content/notice-popup').then(({ NoticePopup }) => ({ default: NoticePopup })),
);

/**
 * The home page's notices (spec 2 §1): their titles scroll by in a ticker; choosing one opens the notice popup at it,
 * six notices a page.
 */
export function HomeNotices() {
  const announcements = useAnnouncements();
  const notices = announcements.data?.player ?? [];
  const [openAt, setOpenAt] = useState<string | null>(null);
  if (announcements.isPending) return <TickerPlace />;
  if (notices.length === 0) return null;
  return (
    <>
      <NoticeTicker notices={notices} onOpen={setOpenAt} />
      {openAt !== null && (
        <Suspense fallback={null}>
          <NoticePopup key={openAt} notices={notices} open initialId={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
