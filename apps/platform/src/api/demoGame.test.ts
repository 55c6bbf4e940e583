import { endpoints, errorCodes, type Game } from '@lobby/contract';
import { and, count, eq, gt, max } from 'drizzle-orm';
import { gameTickets, games, memberTurnover, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';
import { drawFor } from '../testing/demoRounds';

/** The draw the next rounds get: a test picks the outcome with `drawFor`. */
let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

beforeEach(() => {
  nextDraw = 0;
});

const app = () => current.platform.app;
const token = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus) => ({ host, headers: { authorization } });

async function rngGame(query = 'gameType=RNG&vassalage=JL'): Promise<Game> {
  const [game] = (await contractValue(app(), 'gameList', `?${query}&pageNo=1&pageSize=1`)).games;
  if (!game) throw new Error(`no game for ${query}`);
  return game;
}

/** A game offering a free trial (PG has some). */
async function freeGame(): Promise<Game> {
  const { games: list } = await contractValue(app(), 'gameList', '?gameType=RNG&vassalage=PG&pageNo=1&pageSize=200');
  const free = list.find((game) => Number(game.freeplay) === 1);
  if (!free) throw new Error('no free-trial game');
  return free;
}

/** A real-money launch through the contract's call: the page URL with its ticket. */
async function launchUrl(authorization: string, game: Game, host = hosts.lotus): Promise<string> {
  const answer = await contractValue(app(), 'launchGame', `?launchMode=GLS&nodeId=${game.nodeId}&accountType=1`, {
    host,
    headers: { authorization },
  });
  return answer.content?.game_url ?? '';
}

const ticketOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';

async function page(url: string, host = hosts.lotus) {
  const response = await call(app(), url, { host });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The text of the element with `id` as a reader hears it: tags dropped, entities of the page decoded. */
function textOf(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+) id="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  if (!match) return undefined;
  return (match[2] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&middot;/g, '·')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

function postRound(nodeId: string | number, fields: Record<string, string>, host = hosts.lotus, body?: string) {
  return call(app(), `/wps/game/demo/${nodeId}/round`, {
    host,
    method: 'POST',
    body: body ?? new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function balanceOf(authorization: string, host = hosts.lotus): Promise<number> {
  const { balance } = await contractValue(app(), 'balance', '', as(authorization, host));
  // The main wallet (2), the one rounds play from; vendor wallets count in the sum only.
  return Number(balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
}

async function ledgerCount(): Promise<number> {
  const [row] = await current.platform.platform.db.select({ n: count() }).from(walletTransactions);
  return row?.n ?? 0;
}

async function setBalance(username: string, amount: number, merchantCode = 'lotus88') {
  const response = await call(app(), `/__dev/merchants/${merchantCode}/members/${username}/balance`, {
    method: 'POST',
    json: { amount },
  });
  expect(response.status).toBe(200);
}

describe('real-money launch', () => {
  it('carries a ticket (never the session token), stored only as its SHA-256 and bound to the game', async () => {
    const player = await token('player01');
    const game = await rngGame();
    const url = await launchUrl(player, game);
    expect(url).toMatch(new RegExp(`^/wps/game/demo/${game.nodeId}\\?mode=real&ticket=[\\w-]{43}$`));
    expect(url).not.toContain(player);
    const ticket = ticketOf(url);
    const stored = await current.platform.platform.db.select().from(gameTickets);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.ticketHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(ticket);
    expect(stored[0]?.gameId).toBe(Number(game.nodeId));
    expect(stored[0]?.expiresAt.getTime()).toBe(current.now + 2 * 60 * 60 * 1000);
    // Each launch its own ticket.
    expect(ticketOf(await launchUrl(player, game))).not.toBe(ticket);
  });

  it('is refused with launch_game_balance_not_enough while the balance cannot cover the smallest stake', async () => {
    const game = await rngGame();
    const player = await token('player02');
    for (const amount of [0, 9999.99]) {
      await setBalance('player02', amount);
      const refused = await call(
        app(),
        `${endpoints.launchGame.path}?launchMode=GLS&nodeId=${game.nodeId}&accountType=1`,
        as(player),
      );
      expect(refused.status).toBe(400);
      expect(await envelope(refused)).toEqual({
        success: false,
        errorCode: errorCodes.launchGameBalanceNotEnough,
        message: 'Your balance is not enough to play this game. Please make a deposit.',
        value: null,
      });
    }
    expect(await current.platform.platform.db.select().from(gameTickets)).toEqual([]);
    expect((await contractValue(app(), 'recentGames', '?pageNo=1&pageSize=20', as(player))).list).toEqual([]);
    // A free trial needs no balance; the smallest stake (10,000.00 VND) is enough for real money.
    const free = await freeGame();
    expect(
      (await call(app(), `${endpoints.launchGame.path}?launchMode=GLS&nodeId=${free.nodeId}&accountType=0`, as(player)))
        .status,
    ).toBe(200);
    await setBalance('player02', 10_000);
    expect(await launchUrl(player, game)).toContain('&ticket=');
  });
});

describe('demo game page', () => {
  it('shows the game, the balance and a "Play a round" form under a strict policy', async () => {
    const game = await rngGame();
    const url = await launchUrl(await token('player01'), game);
    const shown = await page(url);
    expect(shown.status).toBe(200);
    const policy = shown.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('script-src');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(shown.html).not.toMatch(/<script/i);
    expect(shown.html).toContain(`<h1>${game.gameName ?? ''}</h1>`);
    expect(textOf(shown.html, 'balance')).toBe('Balance: ₫2,000,000.00');
    expect(textOf(shown.html, 'round-result')).toBeUndefined();
    expect(shown.html).toContain(`<form id="play" method="post" action="/wps/game/demo/${game.nodeId}/round">`);
    expect(shown.html).toContain('<input type="hidden" name="mode" value="real">');
    expect(shown.html).toContain(`<input type="hidden" name="ticket" value="${ticketOf(url)}">`);
    expect(shown.html).toContain('<legend>Stake</legend>');
    expect(shown.html).toContain('<input type="radio" name="stake" value="10000.00" checked>');
    expect(shown.html).toContain('<input type="radio" name="stake" value="100000.00">');
    expect(shown.html).toContain('<button type="submit">Play a round</button>');
  });

  it('escapes what it shows: a hostile game name stays text', async () => {
    const game = await rngGame();
    const hostile = `<img src=x onerror="alert(1)">&'`;
    await current.platform.platform.db
      .update(games)
      .set({ name: hostile })
      .where(eq(games.id, Number(game.nodeId)));
    const shown = await page(await launchUrl(await token('player01'), game));
    expect(shown.html).not.toContain('<img src=x');
    expect(shown.html).toContain('<h1>&#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;&#39;</h1>');
  });

  it('refuses a missing, unknown, expired, foreign or ended ticket with a 403 "game session ended" page', async () => {
    const player = await token('player01');
    const game = await rngGame();
    const other = await rngGame('gameType=RNG&vassalage=PG');
    const url = await launchUrl(player, game);
    const ticket = ticketOf(url);
    const ended = async (path: string, host = hosts.lotus) => {
      const shown = await page(path, host);
      expect(shown.status, path).toBe(403);
      expect(shown.html).toContain('<h1>Game session ended</h1>');
      expect(shown.html).toContain('Please launch the game again from the site.');
      expect(shown.html).not.toContain('<form');
      expect(shown.html).not.toContain(ticket);
    };
    await ended(`/wps/game/demo/${game.nodeId}?mode=real`);
    await ended(`/wps/game/demo/${game.nodeId}?mode=real&ticket=${'A'.repeat(43)}`);
    // Another game's page, another merchant's site (siam has a player01 too).
    await ended(`/wps/game/demo/${other.nodeId}?mode=real&ticket=${ticket}`);
    await ended(url, hosts.siam);
    expect((await page(url)).status).toBe(200);

    current.now += 2 * 60 * 60 * 1000 + 1;
    await ended(url);
    current.now -= 2 * 60 * 60 * 1000 + 1;
    expect((await page(url)).status).toBe(200);

    // A round posted with it is refused the same way, and takes nothing.
    const before = await balanceOf(player);
    const posted = await postRound(other.nodeId, { mode: 'real', ticket, stake: '10000.00' });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain('<h1>Game session ended</h1>');
    expect(await balanceOf(player)).toBe(before);

    // Logging out ends the games the session launched.
    await call(app(), '/wps/session/logout', { method: 'DELETE', headers: { authorization: player } });
    await ended(url);
  });

  it("never shows another member's round, and a ticket plays for its own member only", async () => {
    const game = await rngGame();
    const first = await token('player01');
    const second = await token('player02');
    const firstUrl = await launchUrl(first, game);
    const secondUrl = await launchUrl(second, game);
    nextDraw = drawFor(2);
    const played = await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(firstUrl), stake: '10000.00' });
    expect(played.status).toBe(303);
    const round = new URL(played.headers.get('location') ?? '', 'http://localhost').searchParams.get('round');
    expect(await balanceOf(first)).toBe(2_010_000);
    expect(await balanceOf(second)).toBe(2_000_000);
    const shown = await page(`${secondUrl}&round=${round ?? ''}`);
    expect(shown.status).toBe(200);
    expect(textOf(shown.html, 'round-result')).toBeUndefined();
    expect(textOf(shown.html, 'balance')).toBe('Balance: ₫2,000,000.00');
  });

  it('guest view and the lottery lobby show no form', async () => {
    const fb = await contractValue(app(), 'fbSportsLaunch', '?platform=html5-desktop');
    const guest = await page(fb.content?.game_url2 ?? '');
    expect(guest.status).toBe(200);
    expect(textOf(guest.html, 'play-note')).toBe('Log in to play this game for real money.');
    expect(guest.html).not.toContain('<form');
    const lobby = await page('/wps/game/demo/lobby?mode=real');
    expect(lobby.status).toBe(200);
    expect(lobby.html).not.toContain('<form');
  });
});

describe('a real-money round', () => {
  it('debits the stake and credits the win exactly, in one round of the ledger, then shows it by GET', async () => {
    const player = await token('player01');
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const game = await rngGame();
    const url = await launchUrl(player, game);
    nextDraw = drawFor(2);

    const played = await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '10000.00' });
    expect(played.status).toBe(303);
    const location = played.headers.get('location') ?? '';
    expect(location).toMatch(
      new RegExp(`^/wps/game/demo/${game.nodeId}\\?mode=real&ticket=[\\w-]{43}&round=[0-9a-f-]{36}$`),
    );
    expect(await balanceOf(player)).toBe(2_010_000);

    const shown = await page(location);
    expect(shown.status).toBe(200);
    expect(textOf(shown.html, 'round-result')).toBe('Stake ₫10,000.00, won ₫20,000.00, balance ₫2,010,000.00');
    expect(shown.html).toContain('<p id="round-result" role="status">');
    expect(textOf(shown.html, 'balance')).toBe('Balance: ₫2,010,000.00');

    const roundId = new URL(location, 'http://localhost').searchParams.get('round') ?? '';
    const rows = await current.platform.platform.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.roundId, roundId)));
    expect(rows.map(({ kind, amount, balanceAfter, gameId }) => ({ kind, amount, balanceAfter, gameId }))).toEqual([
      { kind: 'bet', amount: -1_000_000, balanceAfter: 199_000_000, gameId: Number(game.nodeId) },
      { kind: 'win', amount: 2_000_000, balanceAfter: 201_000_000, gameId: Number(game.nodeId) },
    ]);

    // A loss: the stake goes, the win is 0; the stake chosen stays chosen.
    nextDraw = drawFor(0);
    const lost = await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '100000.00' });
    const after = await page(lost.headers.get('location') ?? '');
    expect(textOf(after.html, 'round-result')).toBe('Stake ₫100,000.00, won ₫0.00, balance ₫1,910,000.00');
    expect(after.html).toContain('<input type="radio" name="stake" value="100000.00" checked>');
    expect(await balanceOf(player)).toBe(1_910_000);
  });

  it('takes nothing when the balance is short of the stake, and says so on the page', async () => {
    const player = await token('player01');
    const game = await rngGame();
    const url = await launchUrl(player, game);
    await setBalance('player01', 30_000);
    const ledgerBefore = await ledgerCount();

    const refused = await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '50000.00' });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(textOf(html, 'round-error')).toBe(
      'Your balance of ₫30,000.00 is not enough for a stake of ₫50,000.00. Nothing was taken. Choose a smaller stake or make a deposit.',
    );
    expect(html).toContain('<p id="round-error" role="alert">');
    expect(textOf(html, 'balance')).toBe('Balance: ₫30,000.00');
    expect(html).toContain('<form id="play"');
    expect(await balanceOf(player)).toBe(30_000);
    expect(await ledgerCount()).toBe(ledgerBefore);

    // A stake the game does not offer is refused before any money moves.
    for (const stake of ['1.00', '-10000.00', '10000.001', 'ten']) {
      const odd = await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake });
      expect(odd.status, stake).toBe(400);
      expect(textOf(await odd.text(), 'round-error')).toBe('Please choose one of the stakes offered.');
    }
    expect(await balanceOf(player)).toBe(30_000);
    expect(await ledgerCount()).toBe(ledgerBefore);
  });

  it('never goes below zero under concurrent rounds: exactly as many as the balance covers are played', async () => {
    const player = await token('player01');
    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const game = await rngGame();
    const url = await launchUrl(player, game);
    await setBalance('player01', 35_000);
    nextDraw = drawFor(0);
    // The seed's bets of player01 (the VIP turnover) are older rows than this test's rounds.
    const [before] = await current.platform.platform.db
      .select({ id: max(walletTransactions.id) })
      .from(walletTransactions);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '10000.00' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 303, 303, 409, 409, 409, 409, 409]);
    expect(await balanceOf(player)).toBe(5000);
    const bets = await current.platform.platform.db
      .select({ after: walletTransactions.balanceAfter })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.memberId, member.id),
          eq(walletTransactions.kind, 'bet'),
          gt(walletTransactions.id, before?.id ?? 0),
        ),
      );
    expect(bets.map((bet) => bet.after).sort((a, b) => b - a)).toEqual([2_500_000, 1_500_000, 500_000]);
  });

  it('counts each stake played toward the turnover a withdrawal needs; a refused round counts nothing', async () => {
    const player = await token('player02');
    const member = await memberAt(current.platform, 'lotus88', 'player02');
    const game = await rngGame();
    const url = await launchUrl(player, game);
    const played = async () => {
      const [row] = await current.platform.platform.db
        .select({ actual: memberTurnover.actualTurnover })
        .from(memberTurnover)
        .where(eq(memberTurnover.memberId, member.id));
      return row?.actual ?? 0;
    };
    await setBalance('player02', 150_000);
    const before = await played();
    nextDraw = drawFor(0);
    await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '100000.00' });
    await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '10000.00' });
    expect((await postRound(game.nodeId, { mode: 'real', ticket: ticketOf(url), stake: '100000.00' })).status).toBe(
      409,
    );
    expect(await played()).toBe(before + 11_000_000);
  });

  it('answers other verbs with 405, and a body over 4 KB with 413 before reading it', async () => {
    const game = await rngGame();
    const get = await call(app(), `/wps/game/demo/${game.nodeId}/round`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await call(app(), `/wps/game/demo/${game.nodeId}`, { method: 'POST' })).status).toBe(405);
    const big = await postRound(game.nodeId, {}, hosts.lotus, `mode=real&stake=10000.00&pad=${'x'.repeat(5000)}`);
    expect(big.status).toBe(413);
    expect((await postRound(999_999_999, { mode: 'trial', credits: '10.00', stake: '10.00' })).status).toBe(404);
  });
});

describe('a free-trial round', () => {
  it('plays with play credits carried by the page and never touches a wallet', async () => {
    const free = await freeGame();
    const trial = await contractValue(
      app(),
      'trialLaunch',
      `?nodeId=${free.nodeId}&gameId=${free.gameId}&platform=html5`,
    );
    const url = trial.content?.game_url ?? '';
    expect(url).toBe(`/wps/game/demo/${free.nodeId}?mode=trial`);
    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(textOf(shown.html, 'trial-note')).toBe(
      'Free trial: you play with play credits, never real money. Your wallet is not touched.',
    );
    expect(textOf(shown.html, 'balance')).toBe('Play credits: 1,000,000.00');
    expect(shown.html).toContain('<input type="hidden" name="mode" value="trial">');
    expect(shown.html).toContain('<input type="hidden" name="credits" value="1000000.00">');
    expect(shown.html).not.toContain('name="ticket"');

    const player = await token('player01');
    const ledgerBefore = await ledgerCount();
    nextDraw = drawFor(5);
    const played = await postRound(free.nodeId, { mode: 'trial', credits: '1000000.00', stake: '50000.00' });
    expect(played.status).toBe(200);
    const html = await played.text();
    expect(textOf(html, 'round-result')).toBe('Stake 50,000.00, won 250,000.00, play credits 1,200,000.00');
    expect(html).toContain('<input type="hidden" name="credits" value="1200000.00">');

    // Not enough play credits: told, with a way to start again.
    const short = await postRound(free.nodeId, { mode: 'trial', credits: '20000.00', stake: '50000.00' });
    expect(short.status).toBe(409);
    const shortHtml = await short.text();
    expect(textOf(shortHtml, 'round-error')).toContain('not enough for a stake of 50,000.00');
    expect(shortHtml).toContain(
      `<a href="/wps/game/demo/${free.nodeId}?mode=trial">Start again with 1,000,000.00 play credits</a>`,
    );
    expect((await postRound(free.nodeId, { mode: 'trial', credits: 'lots', stake: '50000.00' })).status).toBe(400);

    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await balanceOf(player)).toBe(2_000_000);

    // A game without a free trial offers no trial round.
    const paid = (await contractValue(app(), 'gameList', '?gameType=LIVE&pageNo=1&pageSize=1')).games[0];
    if (!paid) throw new Error('no live game');
    const noTrial = await page(`/wps/game/demo/${paid.nodeId}?mode=trial`);
    expect(noTrial.html).not.toContain('<form');
    expect(textOf(noTrial.html, 'play-note')).toBe('This game offers no free trial. Log in to play it for real money.');
    expect((await postRound(paid.nodeId, { mode: 'trial', credits: '1000.00', stake: '10.00' })).status).toBe(400);
  });
});
