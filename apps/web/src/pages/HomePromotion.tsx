import type { Game } from '@lobby/contract';
import { bannersOf } from '@lobby/content';
import { vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import styled from 'styled-components';
import { PageBanners } from './PageBanners';
import { pageMessages, pageTextMessages } from './pages.messages';
import { useAnnouncements } from './useAnnouncements';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin-block-end: ${vars.space[2]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

const AllLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 1.5rem;
  color: ${vars.color.link};
`;

/**
 * The home page's promotion banner (spec 2 §1): the `w_promotion` slot's banners under a heading, with a link to every
 * promotion. Nothing once the merchant turns out to have none.
 */
export function HomePromotion({ onGame }: { onGame: (game: Game) => void }) {
  const intl = useIntl();
  const id = useId();
  const announcements = useAnnouncements();
  if (announcements.isSuccess && bannersOf(announcements.data, 'w_promotion').length === 0) return null;
  const title = intl.formatMessage(pageMessages.promotions);
  return (
    <section aria-labelledby={id}>
      <Header>
        <Heading id={id}>{title}</Heading>
        <AllLink to="/promotions">{intl.formatMessage(pageTextMessages.allPromotions)}</AllLink>
      </Header>
      {/* Named apart from the section, which the heading names: two landmarks of one name tell a listener nothing. */}
      <PageBanners group="w_promotion" label={intl.formatMessage(pageTextMessages.promotionBanners)} onGame={onGame} />
    </section>
  );
}
