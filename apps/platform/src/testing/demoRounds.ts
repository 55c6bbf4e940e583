import type { Game } from '@lobby/contract';
import type { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { payTable } from '../wallet/wallets';
import { call, envelope } from './testPlatform';

// Real-money rounds on the demo game pages, as a player's launch plays them, for tests that need a round of their own
// (the platform made with `randomInt` returning the draw the test chose).

/** The first draw of the pay table's row paying `multiplier` times the stake. */
export function drawFor(multiplier: number): number {
  let start = 0;
  for (const row of payTable) {
    if (row.multiplier === multiplier) return start;
    start += row.weight;
  }
  throw new Error(`no row pays ${multiplier}x`);
}

/**
 * Plays a real-money round of the first JL slot of `host`'s merchant with the member's session, `stake` in the
 * wallet's currency as the page's form posts it: launched, then played on its demo page. Answers the game and the
 * round's id.
 */
export async function playOnDemoPage(
  app: Hono<PlatformEnv>,
  { host, token, stake }: { host: string; token: string; stake: string },
): Promise<{ game: Game; roundId: string }> {
  const games = await envelope(
    await call(app, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JL&pageNo=1&pageSize=1', { host }),
  );
  const [game] = (games.value as { games: Game[] }).games;
  if (!game) throw new Error('no JL slot');
  const launch = await envelope(
    await call(app, `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&accountType=1`, {
      host,
      headers: { authorization: token },
    }),
  );
  const url = (launch.value as { content?: { game_url?: string } } | undefined)?.content?.game_url ?? '';
  const ticket = new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';
  const played = await call(app, `/wps/game/demo/${game.nodeId}/round`, {
    host,
    method: 'POST',
    body: new URLSearchParams({ mode: 'real', ticket, stake }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (played.status !== 303) throw new Error(`the demo round answered ${played.status}, not a redirect to its result`);
  const roundId = new URL(played.headers.get('location') ?? '', 'http://localhost').searchParams.get('round') ?? '';
  return { game, roundId };
}
