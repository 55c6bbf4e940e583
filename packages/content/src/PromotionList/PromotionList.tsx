import type { Announcement, PromotionCategory } from '@lobby/contract';
import { Button, EmptyState, isPlainClick, Skeleton, VisuallyHidden } from '@lobby/design-system';
import { useIntl, type IntlShape } from '@lobby/i18n/react';
import type { ReactNode } from 'react';
import { imagesOf } from '../announcements/popups';
import {
  allPromotions,
  categoryFilterOf,
  categoryFiltersOf,
  periodOf,
  promotionsInFilter,
} from '../promotions/promotions';
import { promotionListMessages as m } from './PromotionList.messages';
import {
  Card,
  CardBody,
  Filters,
  CardLink,
  CardPlaceholder,
  Cards,
  CardTitle,
  Notice,
  Period,
  Picture,
} from './PromotionList.styles';

export type PromotionListStatus = 'pending' | 'error' | 'success';

export interface PromotionListProps {
  /** Every running promotion, in the platform's order. */
  promotions: readonly Announcement[];
  /** The merchant's categories; a filter shows for each that has promotions. */
  categories: readonly PromotionCategory[];
  /** The chosen filter: `allPromotions` or `categoryFilterOf(category)`. */
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The promotions' state: loading shows placeholder cards, an error a message with `onRetry`. */
  status: PromotionListStatus;
  onRetry: () => void;
  /** The categories could not be loaded: only "All" shows, with a way to ask again. */
  categoriesFailed?: boolean;
  onRetryCategories?: () => void;
  /** The address named a promotion that is not in the list (it ended): said above the cards. */
  missing?: boolean;
  /** The address of a promotion's detail, for a real link (a new tab, a copied address). */
  hrefOf: (promotion: Announcement) => string;
  /** A plain click on a card: show its promotion. */
  onOpen: (promotion: Announcement) => void;
  /** Receives each card's link by promotion id, so the page can return focus to it. */
  cardRef?: (id: string, element: HTMLAnchorElement | null) => void;
  /** The member's side of a promotion on its card (a status), drawn by the app. */
  memberSide?: ((promotion: Announcement, place: 'card') => ReactNode) | undefined;
}

/** Placeholder cards while the promotions load. */
const placeholders = 3;

/** When a promotion runs, as a card says it: a range of dates in the player's locale, or one end of it. */
export function formatPeriod(intl: IntlShape, promotion: Announcement): string {
  const { start, end } = periodOf(promotion);
  const date = (value: Date) => intl.formatDate(value, { dateStyle: 'medium' });
  if (start && end) return intl.formatDateTimeRange(start, end, { dateStyle: 'medium' });
  if (start) return intl.formatMessage(m.from, { start: date(start) });
  if (end) return intl.formatMessage(m.until, { end: date(end) });
  return '';
}

/**
 * The promotions page's list (spec 2 §2, contract §4.3): a group of filter buttons, "All" and one for each category
 * that has promotions in the categories' order, the chosen one pressed; the chosen filter's promotions as cards
 * (picture, title, when it runs). A card is a link to the promotion's detail (`#<id>`), followed by `onOpen`.
 * Loading, empty and failed states keep the page usable.
 */
export function PromotionList({
  promotions,
  categories,
  filter,
  onFilterChange,
  status,
  onRetry,
  categoriesFailed = false,
  onRetryCategories,
  missing = false,
  hrefOf,
  onOpen,
  cardRef,
  memberSide,
}: PromotionListProps) {
  const intl = useIntl();

  if (status === 'pending') {
    return (
      <>
        <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
        <Cards aria-label={intl.formatMessage(m.list)} aria-busy="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <CardPlaceholder key={index} aria-hidden="true">
              <Skeleton blockSize="auto" style={{ aspectRatio: '3 / 1', borderRadius: 0 }} />
              <Skeleton shape="text" inlineSize="80%" />
              <Skeleton shape="text" inlineSize="50%" />
            </CardPlaceholder>
          ))}
        </Cards>
      </>
    );
  }

  if (status === 'error') {
    return (
      <EmptyState
        role="alert"
        titleAs="p"
        title={intl.formatMessage(m.failed)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  }

  const shownCategories = categoriesFailed ? [] : categoryFiltersOf(categories, promotions, filter);
  const filters = [
    { value: allPromotions, label: intl.formatMessage(m.all) },
    ...shownCategories.map((category) => ({
      value: categoryFilterOf(category),
      label: category.name?.trim() || category.code?.trim() || String(category.id),
    })),
  ];
  const chosen = filters.some((candidate) => candidate.value === filter) ? filter : allPromotions;
  const shown = promotionsInFilter(promotions, categories, chosen);

  return (
    <>
      {missing && <Notice role="status">{intl.formatMessage(m.notRunning)}</Notice>}
      {categoriesFailed && (
        <Notice role="alert">
          {intl.formatMessage(m.categoriesFailed)}
          {onRetryCategories && (
            <Button size="sm" variant="secondary" onClick={onRetryCategories}>
              {intl.formatMessage(m.retry)}
            </Button>
          )}
        </Notice>
      )}
      <Filters role="group" aria-label={intl.formatMessage(m.categories)}>
        {filters.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={value === chosen ? 'primary' : 'secondary'}
            aria-pressed={value === chosen}
            onClick={() => onFilterChange(value)}
          >
            {label}
          </Button>
        ))}
      </Filters>
      {shown.length === 0 ? (
        <EmptyState
          titleAs="p"
          title={intl.formatMessage(m.empty)}
          description={intl.formatMessage(chosen === allPromotions ? m.emptyAll : m.emptyCategory)}
          {...(chosen === allPromotions
            ? {}
            : {
                action: (
                  <Button variant="secondary" onClick={() => onFilterChange(allPromotions)}>
                    {intl.formatMessage(m.showAll)}
                  </Button>
                ),
              })}
        />
      ) : (
        <Cards aria-label={intl.formatMessage(m.list)}>
          {shown.map((promotion, index) => {
            const id = String(promotion.id);
            const [picture] = imagesOf(promotion);
            const period = formatPeriod(intl, promotion);
            return (
              <Card key={id} id={id}>
                {picture && (
                  <Picture
                    src={picture}
                    alt=""
                    width={1200}
                    height={400}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                )}
                <CardBody>
                  <CardTitle>
                    <CardLink
                      ref={(element) => cardRef?.(id, element)}
                      href={hrefOf(promotion)}
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        onOpen(promotion);
                      }}
                    >
                      {promotion.title ?? ''}
                    </CardLink>
                  </CardTitle>
                  {period && <Period>{period}</Period>}
                  {memberSide?.(promotion, 'card')}
                </CardBody>
              </Card>
            );
          })}
        </Cards>
      )}
    </>
  );
}
