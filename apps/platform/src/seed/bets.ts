import type { Cents } from '../wallet/money';

// The demo members' betting history: rounds across the products a merchant shows, some of them paid, ordered so that
// the wallet never dips below where the period started, as played rounds would leave it.

export interface DemoRound {
  /** Index into the games the rounds are spread over. */
  game: number;
  stake: Cents;
  payout: Cents;
}

/**
 * The payout of the round at `index`: every fourth pays twice the stake, every tenth (of the rest) three times, and
 * every twenty-fifth five times; the others lose. About three quarters of the stakes come back.
 */
function payoutOf(index: number, stake: Cents): Cents {
  if (index % 25 === 12) return stake * 5;
  if (index % 4 === 1) return stake * 2;
  if (index % 10 === 7) return stake * 3;
  return 0;
}

/**
 * `stakes` as rounds over `gameCount` games in turn, each with its payout, in the order they are played: the natural
 * order, except that a losing round which would take the balance below where it started (`floor`, with the period's
 * net loss credited before the first round) waits for the next paying round. Starting at `floor + net loss`, every
 * round then finds its stake (the floor being above the largest stake) and the last leaves the balance at `floor`.
 */
export function demoRounds(stakes: readonly Cents[], gameCount: number): { rounds: DemoRound[]; netLoss: Cents } {
  const planned = stakes.map((stake, index) => ({ game: index % gameCount, stake, payout: payoutOf(index, stake) }));
  const staked = planned.reduce((sum, round) => sum + round.stake, 0);
  const paid = planned.reduce((sum, round) => sum + round.payout, 0);
  // Fewer rounds than the pattern needs to lose overall: the paid rounds are cut back to losses.
  const rounds = paid > staked ? planned.map((round) => ({ ...round, payout: 0 })) : planned;
  const netLoss = rounds.reduce((sum, round) => sum + round.stake - round.payout, 0);
  const ordered: DemoRound[] = [];
  const waiting = [...rounds];
  let aboveFloor = netLoss;
  while (waiting.length) {
    const [next] = waiting;
    const fits = next !== undefined && (next.payout >= next.stake || next.stake - next.payout <= aboveFloor);
    const index = fits ? 0 : waiting.findIndex((round) => round.payout >= round.stake);
    // No paying round left: the losses left add up to what is above the floor, so the first one fits.
    const [round] = waiting.splice(Math.max(index, 0), 1);
    if (!round) break;
    aboveFloor -= round.stake - round.payout;
    ordered.push(round);
  }
  return { rounds: ordered, netLoss };
}
