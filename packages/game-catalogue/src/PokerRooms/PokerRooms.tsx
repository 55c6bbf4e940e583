import type { Game, PokerRoom } from '@lobby/contract';
import { Button, Skeleton, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CatalogueScope } from '../list/gamesQuery';
import { SectionError } from '../section/SectionError';
import { Row, Section, SectionHeading } from '../section/section.styles';
import { pokerRoomsMessages as m } from './PokerRooms.messages';
import { Room, RoomName, RoomPlace, Rooms } from './PokerRooms.styles';

/** The PVP rooms of the site, or of one vendor (`vassalage`). */
export function pokerRoomsQuery({ client, merchantCode, language }: CatalogueScope, vassalage: string) {
  return queryOptions({
    queryKey: ['pokerRooms', merchantCode, language, vassalage],
    queryFn: ({ signal }) => client.call('pokerRooms', { language, ...(vassalage ? { vassalage } : {}) }, { signal }),
    staleTime: 30_000,
  });
}

/** Rooms shown before "show all". */
const roomsAtFirst = 6;

const roomNameOf = (room: PokerRoom) => room.roomName ?? room.gameName ?? String(room.roomId);

/** The game a room's join button starts: `launchGame` GLS with the room id as `gameId` (contract §2.6). */
export function gameOfRoom(room: PokerRoom): Game {
  return {
    nodeId: '',
    gameId: room.roomId,
    roomId: room.roomId,
    vassalage: room.vassalage,
    gameType: 'PVP',
    gameName: roomNameOf(room),
  };
}

/** A room while the rooms load: its name, game, stakes and seats lines and its join button, as skeleton blocks. */
function RoomSkeleton() {
  return (
    <RoomPlace aria-hidden="true">
      <RoomName as="span">
        <Skeleton shape="text" inlineSize="60%" />
      </RoomName>
      {['40%', '50%', '35%'].map((width) => (
        <p key={width}>
          <Skeleton shape="text" inlineSize={width} />
        </p>
      ))}
      <Skeleton inlineSize="5.5rem" blockSize={vars.size.controlSm} />
    </RoomPlace>
  );
}

export interface PokerRoomsProps {
  scope: CatalogueScope;
  /** The vendor chosen in the centre, '' for all. */
  vassalage?: string;
  /** A join button: start the room (login and trial checks are the caller's). */
  onJoin: (game: Game) => void;
}

/**
 * The poker rooms of the PVP centre (spec 2 §7 `GLS2_roomList`): each room's name, game, stakes and seats taken, and
 * a join button. While they load, a first screen of rooms' skeletons keeps the place (the section busy); nothing
 * shows when the platform lists no room.
 */
export function PokerRooms({ scope, vassalage = '', onJoin }: PokerRoomsProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useQuery(pokerRoomsQuery(scope, vassalage));
  const [showAll, setShowAll] = useState(false);
  const rooms = query.data?.list ?? [];
  // The rooms come before the games: a few, and the rest on request, so the games stay in reach.
  const shown = showAll ? rooms : rooms.slice(0, roomsAtFirst);
  if (query.isSuccess && rooms.length === 0) return null;

  const amount = (value: unknown) => intl.formatNumber(Number(value), { maximumFractionDigits: 2 });
  return (
    <Section aria-labelledby={headingId} aria-busy={query.isPending}>
      <SectionHeading id={headingId}>{intl.formatMessage(m.title)}</SectionHeading>
      {query.isPending ? (
        <Rooms>
          {Array.from({ length: roomsAtFirst }, (_, index) => (
            <RoomSkeleton key={index} />
          ))}
        </Rooms>
      ) : query.isError ? (
        <SectionError
          message={intl.formatMessage(m.failed)}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Rooms>
          {shown.map((room) => {
            const name = roomNameOf(room);
            const hasMin = room.minBet !== undefined && room.minBet !== null;
            const hasMax = room.maxBet !== undefined && room.maxBet !== null;
            return (
              <Room key={String(room.roomId)}>
                <RoomName>{name}</RoomName>
                {room.gameName && room.gameName !== name && <p>{room.gameName}</p>}
                {hasMin && (
                  <p>
                    {hasMax
                      ? intl.formatMessage(m.stakes, { min: amount(room.minBet), max: amount(room.maxBet) })
                      : intl.formatMessage(m.minStake, { min: amount(room.minBet) })}
                  </p>
                )}
                {room.seats !== undefined && room.seats !== null && (
                  <p>
                    {intl.formatMessage(m.players, { players: Number(room.players ?? 0), seats: Number(room.seats) })}
                  </p>
                )}
                <Button
                  size="sm"
                  aria-label={intl.formatMessage(m.joinRoom, { room: name })}
                  onClick={() => onJoin(gameOfRoom(room))}
                >
                  {intl.formatMessage(m.join)}
                </Button>
              </Room>
            );
          })}
        </Rooms>
      )}
      {!showAll && rooms.length > roomsAtFirst && (
        <Row>
          <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
            {intl.formatMessage(m.showAll, { count: rooms.length })}
          </Button>
        </Row>
      )}
    </Section>
  );
}
