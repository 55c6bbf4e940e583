import type { Game } from '@lobby/contract';
import { VisuallyHidden } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useId } from 'react';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import type { CatalogueScope } from '../list/gamesQuery';
import { SectionError } from '../section/SectionError';
import { Section, SectionHeading } from '../section/section.styles';
import { winnerBoardMessages as m } from './WinnerBoard.messages';
import { Amount, Board, BoardPlace, Entry, GameButton, Name, Rank } from './WinnerBoard.styles';
import { winnerBoardQuery } from './winnerBoardQuery';

export interface WinnerBoardProps {
  scope: CatalogueScope;
  /** An entry's game was chosen: start it (login, trial and lottery routing are the caller's). */
  onPlay: (game: Game) => void;
}

/**
 * The winner board (spec 2 §1, §9): the 20 biggest recent wins, biggest first, the first three with gold, silver and
 * bronze; each names the winner as the platform masks it, the game (choosing it starts the game) and the amount with
 * two decimals. Nothing shows when there are no winners.
 */
export function WinnerBoard({ scope, onPlay }: WinnerBoardProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useDeferredQuery(winnerBoardQuery(scope));
  if (query.isSuccess && query.data.length === 0) return null;
  const amountOf = (amount: number) =>
    intl.formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Section aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <SectionHeading id={headingId}>{intl.formatMessage(m.title)}</SectionHeading>
      {query.isPending ? (
        <BoardPlace />
      ) : query.isError ? (
        <SectionError
          message={intl.formatMessage(m.failed)}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Board aria-labelledby={headingId}>
          {query.data.map((winner, index) => (
            <Entry key={winner.id}>
              <Rank $place={index + 1}>
                <span aria-hidden="true">{intl.formatNumber(index + 1)}</span>
                <VisuallyHidden>{intl.formatMessage(m.rank, { rank: index + 1 })}</VisuallyHidden>
              </Rank>
              <Name>{winner.name}</Name>
              <GameButton
                type="button"
                aria-label={intl.formatMessage(m.play, { game: winner.game, winner: winner.name })}
                onClick={() => onPlay(winner.launch)}
              >
                {winner.game}
              </GameButton>
              <Amount>{amountOf(winner.amount)}</Amount>
            </Entry>
          ))}
        </Board>
      )}
    </Section>
  );
}
