import type { Game } from '@lobby/contract';
import { EmptyState, Tile } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Grid } from '../GameCentre/GameCentre.styles';
import type { VendorMaintenance } from '../launch/maintenance';
import { gamesQuery, type CatalogueScope } from '../list/gamesQuery';
import { initialListView } from '../list/listView';
import { maintenanceMessages as m } from './VendorMaintenance.messages';
import { Suggestions, SuggestionsHeading } from './VendorMaintenance.styles';

export interface VendorMaintenanceNoticeProps {
  scope: CatalogueScope;
  /** The vendor under maintenance: its name, and its code so that none of its games is suggested. */
  vendor: { vassalage: string; displayName: string };
  maintenance: VendorMaintenance;
  signedIn: boolean;
  /** A suggested game was chosen. */
  onLaunch: (game: Game) => void;
  /** Whether the notice names the vendor itself; not inside a dialog whose title does. */
  titled?: boolean;
}

/** How many hot games are offered instead. */
const suggestionCount = 6;

const nameOf = (game: Game) => game.gameName ?? game.displayName ?? game.nodeName ?? String(game.nodeId);

/**
 * A vendor under maintenance (spec 2 §8): says so, and when it is back if the platform said, and suggests hot games of
 * other vendors.
 */
export function VendorMaintenanceNotice({
  scope,
  vendor,
  maintenance,
  signedIn,
  onLaunch,
  titled = true,
}: VendorMaintenanceNoticeProps) {
  const intl = useIntl();
  const headingId = useId();
  const hot = useInfiniteQuery(gamesQuery(scope, initialListView('RNG', '', 'HOT'), { signedIn }));
  const suggestions = (hot.data?.pages.flatMap((page) => page.games) ?? [])
    .filter((game) => (game.vassalage ?? '').toUpperCase() !== vendor.vassalage.toUpperCase())
    .slice(0, suggestionCount);
  const when =
    maintenance.until === undefined
      ? intl.formatMessage(m.later)
      : intl.formatMessage(m.until, {
          time: intl.formatDate(maintenance.until, { dateStyle: 'medium', timeStyle: 'short' }),
        });

  return (
    <div>
      {titled ? (
        <EmptyState
          role="alert"
          title={intl.formatMessage(m.title, { vendor: vendor.displayName })}
          description={when}
        />
      ) : (
        <p role="alert">{when}</p>
      )}
      {suggestions.length > 0 && (
        <Suggestions aria-labelledby={headingId}>
          <SuggestionsHeading id={headingId}>{intl.formatMessage(m.suggestions)}</SuggestionsHeading>
          <Grid>
            {suggestions.map((game) => (
              <li key={String(game.nodeId)}>
                <Tile
                  name={nameOf(game)}
                  imageSrc={game.showIcon ?? game.iconUrl ?? undefined}
                  onClick={() => onLaunch(game)}
                />
              </li>
            ))}
          </Grid>
        </Suggestions>
      )}
    </div>
  );
}
