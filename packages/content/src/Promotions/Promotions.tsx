import type { ApiClient } from '@lobby/api-client';
import type { Announcement } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { announcementsQuery } from '../announcements/announcementsQuery';
import { PromotionList, type PromotionListStatus } from '../PromotionList';
import {
  allPromotions,
  promotionById,
  promotionCategoriesQuery,
  promotionsInFilter,
  promotionsOf,
} from '../promotions/promotions';

// The detail (a dialog and the HTML sanitiser) loads apart from the list: the page paints without it, and it is
// fetched once the list is shown, before a player can choose a card.
const detailChunk = () => import('../PromotionDetail/PromotionDetail');
const PromotionDetail = lazy(() => detailChunk().then((module) => ({ default: module.PromotionDetail })));

export interface PromotionsProps {
  client: ApiClient;
  /** The site's language: both lists are asked in it, and asked again when it changes. */
  language: string;
  /** Signed-in callers share the site's announcements answer for members. */
  signedIn: boolean;
  /** False while the session is being checked: the list waits, so it asks what the rest of the page asks. */
  enabled?: boolean;
  /** The promotion the address names (`#<id>`): its detail is shown while the list has it. */
  openId: string | undefined;
  /** The address of a promotion's detail (`/promotions#<id>`), for the cards' links. */
  hrefOf: (promotion: Announcement) => string;
  /** A card was chosen: name its promotion in the address (which opens the detail). */
  onOpen: (promotion: Announcement) => void;
  /** The detail was closed: take the promotion out of the address. */
  onClose: () => void;
  /**
   * The member's side of a promotion, drawn by the app (the rewards feature): on its card (`card`, a status) and in its
   * detail (`detail`, what the member can do). Absent for visitors.
   */
  memberSide?: ((promotion: Announcement, place: 'card' | 'detail') => ReactNode) | undefined;
}

/**
 * The promotions page's content: the promotions (the announcements' PR list) under "All" and their category filters, and
 * the detail of the promotion the address names. Opening one from the address (a fresh load, a banner, a notice)
 * selects "All" if its card is not shown; closing the detail returns focus to its card however it was opened.
 */
export function Promotions({
  client,
  language,
  signedIn,
  enabled = true,
  openId,
  hrefOf,
  onOpen,
  onClose,
  memberSide,
}: PromotionsProps) {
  const announcements = useQuery({ ...announcementsQuery(client, { signedIn, language }), enabled });
  const categoriesQuery = useQuery(promotionCategoriesQuery(client, { language }));
  const [filter, setFilter] = useState(allPromotions);
  const cards = useRef(new Map<string, HTMLAnchorElement>());

  const promotions = useMemo(() => promotionsOf(announcements.data), [announcements.data]);
  const categories = useMemo(() => categoriesQuery.data?.categories ?? [], [categoriesQuery.data]);
  const status: PromotionListStatus = announcements.isError
    ? 'error'
    : announcements.isSuccess && !categoriesQuery.isPending
      ? 'success'
      : 'pending';
  const target = status === 'success' ? promotionById(promotions, openId) : undefined;
  const targetId = target === undefined ? undefined : String(target.id);

  // A promotion named by the address whose card the chosen filter does not show: "All" shows it, so focus can come
  // back to its card when the detail closes. Decided as the address changes, before anything is drawn.
  const [filterCheckedFor, setFilterCheckedFor] = useState<string>();
  if (targetId !== filterCheckedFor) {
    setFilterCheckedFor(targetId);
    if (target && !promotionsInFilter(promotions, categories, filter).includes(target)) setFilter(allPromotions);
  }
  // The detail keeps its promotion while it closes, so it closes as it opened rather than vanishing.
  const [lastShown, setLastShown] = useState<Announcement>();
  if (target && target !== lastShown) setLastShown(target);

  useEffect(() => {
    // A failed load is tried again when the detail is first shown.
    if (status === 'success') detailChunk().catch(() => undefined);
  }, [status]);

  return (
    <>
      <PromotionList
        promotions={promotions}
        categories={categories}
        filter={filter}
        onFilterChange={setFilter}
        status={status}
        onRetry={() => {
          void announcements.refetch();
          if (categoriesQuery.isError) void categoriesQuery.refetch();
        }}
        categoriesFailed={categoriesQuery.isError}
        onRetryCategories={() => void categoriesQuery.refetch()}
        missing={status === 'success' && Boolean(openId) && !target}
        hrefOf={hrefOf}
        onOpen={onOpen}
        memberSide={memberSide}
        cardRef={(id, element) => {
          if (element) cards.current.set(id, element);
          else cards.current.delete(id);
        }}
      />
      {lastShown && (
        <Suspense fallback={null}>
          <PromotionDetail
            promotion={target ?? lastShown}
            open={target !== undefined}
            onClose={onClose}
            memberSide={memberSide}
            returnFocusTo={() => cards.current.get(String(lastShown.id))}
          />
        </Suspense>
      )}
    </>
  );
}
