import type { Announcement, Game, ValueOf } from '@lobby/contract';
import { imagesOf } from '../announcements/popups';

/** A page's banner slot (contract §4.3): `w_home`, `w_promotion`, `w_hot`, and `w_<game type>` for each centre. */
export type BannerGroup = `w_${string}`;

/** The banner slot of a game centre's route: `/hot` shows `w_hot`, `/rng` `w_rng` (spec 2 §2). */
export function centreBannerGroup(page: string): BannerGroup {
  return `w_${page.toLowerCase()}`;
}

/** The banners of one slot, in the platform's order, each with a picture to show. */
export function bannersOf(value: ValueOf<'announcements'> | undefined, group: BannerGroup): Announcement[] {
  return (value?.banners ?? []).filter((banner) => banner.groupName === group && imagesOf(banner).length > 0);
}

/** Where a banner leads when chosen (contract §4.3 linkage), or nowhere. */
export type BannerTarget =
  /** A page of this site (a path) or another site (opened in a new tab). */
  | { kind: 'url'; href: string; external: boolean }
  /** A promotion's detail: `/promotions#<id>`. */
  | { kind: 'promotion'; id: string }
  /** A game, started as any chosen game is. */
  | { kind: 'game'; game: Game }
  | null;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * Reads a banner's linkage: `URL` opens its address (only http(s) or a path of this site: anything else, such as a
 * `javascript:` address, leads nowhere), `P` a promotion, `G` a game (`nodeId`, `vendor`, and `roomId` as its game id).
 */
export function bannerTargetOf(banner: Announcement, origin: string): BannerTarget {
  switch (text(banner.linkageType).toUpperCase()) {
    case 'URL': {
      const address = text(banner.url) || text(banner.linkage);
      if (!address) return null;
      let url: URL;
      try {
        url = new URL(address, origin);
      } catch {
        return null;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
      const external = url.origin !== new URL(origin).origin;
      return { kind: 'url', href: external ? url.href : `${url.pathname}${url.search}${url.hash}`, external };
    }
    case 'P': {
      const id = text(banner.linkage);
      return id ? { kind: 'promotion', id } : null;
    }
    case 'G': {
      const nodeId = text(banner.nodeId);
      const roomId = text(banner.roomId);
      if (!nodeId && !roomId) return null;
      return {
        kind: 'game',
        game: {
          nodeId,
          ...(roomId ? { gameId: roomId } : {}),
          ...(text(banner.vendor) ? { vassalage: text(banner.vendor) } : {}),
          ...(text(banner.title) ? { gameName: text(banner.title) } : {}),
        },
      };
    }
    default:
      return null;
  }
}
