import type { Game, HotMatch } from '@lobby/contract';
import { Button, Skeleton, vars } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { queryOptions } from '@tanstack/react-query';
import { useId } from 'react';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import type { CatalogueScope } from '../list/gamesQuery';
import { useWindow } from '../paging/useWindow';
import { hotMatchesMessages as m } from './HotMatches.messages';
import { WindowArrows } from '../paging/WindowArrows';
import { SectionError } from '../section/SectionError';
import { Section, SectionHeading } from '../section/section.styles';
import { Card, CardPlace, Cards, Kickoff, League, Slider, Team, TeamName, Teams } from './HotMatches.styles';

/** Matches shown at once; with more, arrows page through them (spec 2 §2, §9). */
const matchesAtOnce = 3;

export function hotMatchesQuery({ client, merchantCode, language }: CatalogueScope) {
  return queryOptions({
    queryKey: ['hotMatches', merchantCode, language],
    queryFn: ({ signal }) => client.call('sportsHotMatches', { language }, { signal }),
    staleTime: 60_000,
  });
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A kick-off as spec 2 §2 writes it, in the player's time zone: `HH:mm` and `DD.MM.YYYY`. */
export function kickoffOf(epochMs: number): { time: string; date: string; iso: string } {
  const at = new Date(epochMs);
  return {
    time: `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
    date: `${twoDigits(at.getDate())}.${twoDigits(at.getMonth() + 1)}.${at.getFullYear()}`,
    iso: at.toISOString(),
  };
}

/** The game a match's bet button starts: the vendor's sportsbook at the match. */
export function gameOfMatch(match: HotMatch): Game {
  return {
    nodeId: match.nodeId ?? '',
    vassalage: match.vassalage,
    gameType: 'SPORTS',
    gameName: `${match.homeTeam} – ${match.awayTeam}`,
    matchId: match.matchId,
    leagueId: match.leagueId,
  };
}

/** A team of a match still loading: its crest and its name's two lines. */
function TeamSkeleton() {
  return (
    <Team>
      <Skeleton shape="circle" inlineSize="3rem" />
      <TeamName>
        <Skeleton shape="text" inlineSize="5rem" />
      </TeamName>
    </Team>
  );
}

/** A match's card while the matches load: the card's parts as skeleton blocks, the card's size. */
function MatchSkeleton() {
  return (
    <CardPlace aria-hidden="true">
      <League>
        <Skeleton shape="text" inlineSize="8rem" style={{ marginInline: 'auto' }} />
      </League>
      <Teams>
        <TeamSkeleton />
        <Skeleton shape="text" inlineSize="1.5rem" />
        <TeamSkeleton />
      </Teams>
      <Kickoff>
        <Skeleton shape="text" inlineSize="8rem" />
      </Kickoff>
      <Skeleton blockSize={vars.size.controlSm} />
    </CardPlace>
  );
}

export interface HotMatchesProps {
  scope: CatalogueScope;
  /** A bet button: start the match's game (login and trial checks are the caller's). */
  onBet: (game: Game) => void;
}

/**
 * The sports hot-match carousel (spec 2 §2): each match's league, teams with their crests, kick-off (`HH:mm`,
 * `DD.MM.YYYY`) and a bet button; three at a time with arrows when there are more. While they load, three cards'
 * skeletons keep the place (the section busy); nothing shows without matches.
 */
export function HotMatches({ scope, onBet }: HotMatchesProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useDeferredQuery(hotMatchesQuery(scope));
  const matches = query.data ?? [];
  const shown = useWindow(matches.length, matchesAtOnce);
  if (query.isSuccess && matches.length === 0) return null;

  return (
    <Section aria-labelledby={headingId} aria-busy={query.isPending}>
      <SectionHeading id={headingId}>{intl.formatMessage(m.title)}</SectionHeading>
      {query.isPending ? (
        <Cards>
          {Array.from({ length: matchesAtOnce }, (_, index) => (
            <MatchSkeleton key={index} />
          ))}
        </Cards>
      ) : query.isError ? (
        <SectionError
          message={intl.formatMessage(m.failed)}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Slider>
          <WindowArrows
            window={shown}
            earlierLabel={intl.formatMessage(m.earlier)}
            laterLabel={intl.formatMessage(m.later)}
          >
            <Cards>
              {shown.slice(matches).map((match, index) => {
                const kickoff = kickoffOf(Number(match.matchTime));
                return (
                  <Card key={String(match.matchId ?? `${shown.first + index}`)}>
                    {match.title && <League>{match.title}</League>}
                    <Teams>
                      <Team>
                        {match.homeTeamImageUrl && (
                          <img src={match.homeTeamImageUrl} alt="" width={48} height={48} loading="lazy" />
                        )}
                        <TeamName>{match.homeTeam}</TeamName>
                      </Team>
                      <span aria-hidden>{intl.formatMessage(m.versus)}</span>
                      <Team>
                        {match.awayTeamImageUrl && (
                          <img src={match.awayTeamImageUrl} alt="" width={48} height={48} loading="lazy" />
                        )}
                        <TeamName>{match.awayTeam}</TeamName>
                      </Team>
                    </Teams>
                    <Kickoff>
                      <time dateTime={kickoff.iso}>
                        <span>{kickoff.time}</span> <span>{kickoff.date}</span>
                      </time>
                    </Kickoff>
                    <Button
                      size="sm"
                      aria-label={intl.formatMessage(m.betOn, { home: match.homeTeam, away: match.awayTeam })}
                      onClick={() => onBet(gameOfMatch(match))}
                    >
                      {intl.formatMessage(m.bet)}
                    </Button>
                  </Card>
                );
              })}
            </Cards>
          </WindowArrows>
        </Slider>
      )}
    </Section>
  );
}
