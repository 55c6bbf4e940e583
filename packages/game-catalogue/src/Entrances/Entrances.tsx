import { isPlainClick } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { entranceArt, type EntranceType } from './entranceArt';
import { entrancesMessages as m } from './Entrances.messages';
import { Hall, HallArt, HallName, Halls, HallsPlace } from './Entrances.styles';

export interface Entrance {
  gameType: EntranceType;
  /** The hall's name, as the navigation calls it. */
  title: string;
  /** Its game centre. */
  href: string;
}

export interface EntrancesProps {
  entrances: readonly Entrance[];
  /** Follows a link with the app's router (a plain click); other clicks are the browser's. */
  onNavigate: (href: string) => void;
  /** The halls the site offers are not known yet: their row's place is kept, so the page below does not move. */
  pending?: boolean;
}

/** The home page's entrance pictures to the game halls (spec 2 §1: RNG, live, fish, PVP and sports). */
export function Entrances({ entrances, onNavigate, pending = false }: EntrancesProps) {
  const intl = useIntl();
  if (pending) return <HallsPlace />;
  if (entrances.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(m.label)}>
      <Halls>
        {entrances.map(({ gameType, title, href }) => {
          const Art = entranceArt[gameType];
          return (
            <li key={gameType}>
              <Hall
                href={href}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(href);
                }}
              >
                <HallArt>
                  <Art />
                </HallArt>
                <HallName>{title}</HallName>
              </Hall>
            </li>
          );
        })}
      </Halls>
    </nav>
  );
}
