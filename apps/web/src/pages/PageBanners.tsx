import type { Game } from '@lobby/contract';
import { BannerCarousel, BannerPlaceholder, bannersOf, bannerTargetOf, type BannerGroup } from '@lobby/content';
import { useNavigate } from '@tanstack/react-router';
import { useAnnouncements } from './useAnnouncements';

export interface PageBannersProps {
  /** The page's banner slot (`w_home`, `w_rng` ...). */
  group: BannerGroup;
  /** The carousel's name. */
  label?: string;
  /** A banner that leads to a game: start it as the page starts its games. */
  onGame: (game: Game) => void;
  /**
   * Keep the carousel's box while the banners load (the default): for a slot the platform fills. A slot it may leave
   * empty reserves nothing, or the page below would move up when no banner comes.
   */
  reserve?: boolean;
}

/**
 * The banners of a page's slot, from the announcements the site already asks for (one call for banners, notices and
 * popups). A banner follows its linkage: a page of this site, another site in a new tab, a promotion, or a game.
 * While the answer is on its way the carousel's box is kept, so the page below does not move.
 */
export function PageBanners({ group, label, onGame, reserve = true }: PageBannersProps) {
  const navigate = useNavigate();
  const query = useAnnouncements();
  if (query.isPending) return reserve ? <BannerPlaceholder /> : null;
  const banners = bannersOf(query.data, group);
  if (banners.length === 0) return null;

  const targetOf = (banner: (typeof banners)[number]) => bannerTargetOf(banner, window.location.origin);
  return (
    <BannerCarousel
      banners={banners}
      {...(label ? { label } : {})}
      priority
      leadsSomewhere={(banner) => targetOf(banner) !== null}
      hrefOf={(banner) => {
        const target = targetOf(banner);
        if (target?.kind === 'url') return target.href;
        return target?.kind === 'promotion' ? `/promotions#${encodeURIComponent(target.id)}` : undefined;
      }}
      onChoose={(banner) => {
        const target = targetOf(banner);
        if (!target) return;
        if (target.kind === 'game') onGame(target.game);
        else if (target.kind === 'promotion') void navigate({ to: '/promotions', hash: target.id });
        else if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
        else void navigate({ href: target.href });
      }}
    />
  );
}
