import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { games, vendors, type Game, type Member, type Merchant, type Vendor } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { merchantOfHost } from '../http/merchant';
import { gameIconUrl } from '../media/gameIcon';
import { memberForTicket } from '../security/gameTickets';
import { currencyPlan, groupedAmount, parseAmount, plainAmount, stakesFor, type Cents } from '../wallet/money';
import { balanceOf, drawMultiplier, playRound, roundOf } from '../wallet/wallets';
import { nodeIdOf } from './catalogue';
import { demoGamePrefix, demoGameUrl, type LaunchMode } from './launch';

const launchModes: readonly LaunchMode[] = ['real', 'trial', 'guest'];

/**
 * Nothing on the page may load from elsewhere or run: it is markup, one inline style and the game's icon; its one
 * form posts back here. Framed only by the site itself.
 */
const demoPagePolicy =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

/** A posted round is a few short fields. */
const roundBodyLimit = 4 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const modeLabels: Record<LaunchMode, string> = { real: 'Real money', trial: 'Free trial', guest: 'Guest view' };

/** An amount of the merchant's currency: the symbol isolated, so a right-to-left symbol (د.إ) keeps its place. */
function money(cents: Cents, symbol: string): string {
  return `<bdi>${escapeHtml(symbol)}</bdi>${groupedAmount(cents)}`;
}

/** What the page offers below the game's name. */
type Play =
  | { kind: 'real'; ticket: string; balance: Cents; symbol: string; stakes: Cents[] }
  | { kind: 'trial'; credits: Cents; stakes: Cents[]; restart: Cents }
  | { kind: 'none'; note: string };

interface PageContent {
  title: string;
  subtitle: string;
  /** How the game was launched; none for a page that only tells something. */
  mode?: LaunchMode;
  icon?: string;
  nodeId?: number;
  play: Play;
  /** The round just played. */
  result?: { stake: Cents; win: Cents; after: Cents };
  /** Why the round asked for was not played: markup made of fixed text and escaped values only. */
  errorHtml?: string;
  /** The stake to preselect (the one just played or asked for). */
  stake?: Cents;
}

const styles = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #10131a; color: #f4f6fb;
    font-family: Arial, Helvetica, sans-serif; text-align: center; line-height: 1.4; }
  main { box-sizing: border-box; width: 100%; max-width: 28rem; padding: 1.5rem 1rem; }
  img { width: 160px; height: 160px; max-width: 50vw; max-height: 50vw; }
  h1 { font-size: 1.75rem; margin: 1rem 0 0.25rem; overflow-wrap: anywhere; }
  p { margin: 0.5rem 0; color: #c9cedb; }
  strong { color: #f4f6fb; }
  #balance { font-size: 1.125rem; }
  #round-result { color: #f4f6fb; background: #1d2433; border-radius: 8px; padding: 0.75rem; }
  #round-error { color: #ffe1e1; background: #3a1820; border: 1px solid #ff8a8a; border-radius: 8px; padding: 0.75rem; }
  fieldset { border: 1px solid #4a5368; border-radius: 8px; margin: 1rem 0; padding: 0.5rem 0.75rem 0.75rem;
    display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; }
  legend { padding: 0 0.25rem; color: #f4f6fb; }
  label { display: inline-flex; align-items: center; gap: 0.375rem; min-height: 44px; padding: 0 0.75rem;
    border: 1px solid #4a5368; border-radius: 8px; cursor: pointer; }
  input[type="radio"] { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: #ffd166; }
  button { width: 100%; min-height: 48px; font: inherit; font-size: 1.125rem; font-weight: 700; color: #10131a;
    background: #ffd166; border: 0; border-radius: 8px; cursor: pointer; }
  a { color: #9cc2ff; }
  :focus-visible, label:has(input:focus-visible) { outline: 3px solid #8ab4ff; outline-offset: 2px; }
`;

function stakeChoices(stakes: Cents[], selected: Cents | undefined, show: (cents: Cents) => string): string {
  const chosen = selected !== undefined && stakes.includes(selected) ? selected : stakes[0];
  return stakes
    .map(
      (stake) =>
        `<label><input type="radio" name="stake" value="${plainAmount(stake)}"${stake === chosen ? ' checked' : ''}> ${show(stake)}</label>`,
    )
    .join('\n');
}

function playSection(content: PageContent): string {
  const { play, nodeId } = content;
  if (play.kind === 'none') return `<p id="play-note">${escapeHtml(play.note)}</p>`;
  const action = `${demoGamePrefix}${nodeId ?? ''}/round`;
  if (play.kind === 'real') {
    const show = (cents: Cents) => money(cents, play.symbol);
    return `<p id="balance">Balance: <strong>${show(play.balance)}</strong></p>
${content.result ? `<p id="round-result" role="status">Stake ${show(content.result.stake)}, won ${show(content.result.win)}, balance ${show(content.result.after)}</p>` : ''}
${content.errorHtml ? `<p id="round-error" role="alert">${content.errorHtml}</p>` : ''}
<form id="play" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="mode" value="real">
<input type="hidden" name="ticket" value="${escapeHtml(play.ticket)}">
<fieldset>
<legend>Stake</legend>
${stakeChoices(play.stakes, content.stake, show)}
</fieldset>
<button type="submit">Play a round</button>
</form>`;
  }
  const show = (cents: Cents) => groupedAmount(cents);
  const canPlay = play.credits >= (play.stakes[0] ?? Number.POSITIVE_INFINITY);
  return `<p id="trial-note">Free trial: you play with play credits, never real money. Your wallet is not touched.</p>
<p id="balance">Play credits: <strong>${show(play.credits)}</strong></p>
${content.result ? `<p id="round-result" role="status">Stake ${show(content.result.stake)}, won ${show(content.result.win)}, play credits ${show(content.result.after)}</p>` : ''}
${content.errorHtml ? `<p id="round-error" role="alert">${content.errorHtml}</p>` : ''}
${
  canPlay
    ? `<form id="play" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="mode" value="trial">
<input type="hidden" name="credits" value="${plainAmount(play.credits)}">
<fieldset>
<legend>Stake</legend>
${stakeChoices(play.stakes, content.stake, show)}
</fieldset>
<button type="submit">Play a round</button>
</form>`
    : ''
}
<p><a href="${escapeHtml(demoGameUrl(nodeId ?? 0, 'trial'))}">Start again with ${show(play.restart)} play credits</a></p>`;
}

function demoPage(content: PageContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${content.icon ? `<img src="${escapeHtml(content.icon)}" alt="" width="160" height="160">` : ''}
<h1>${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.subtitle)}</p>
${content.mode ? `<p id="mode">${modeLabels[content.mode]} &middot; a demonstration game of the reference platform</p>` : ''}
${playSection(content)}
</main>
</body>
</html>`;
}

/** A page that only tells something: no game, no balance, no form. */
function noticePage(title: string, subtitle: string, note: string): string {
  return demoPage({ title, subtitle, play: { kind: 'none', note } });
}

/** The page of a ticket that opens nothing (any more): what to do instead. */
function sessionEndedPage(): string {
  return noticePage(
    'Game session ended',
    'This game session has ended. Please launch the game again from the site.',
    'A game launched for real money plays for two hours, while you stay logged in.',
  );
}

function unreadableRoundPage(): string {
  return noticePage(
    'Round not played',
    'This round could not be read, and nothing was played.',
    'Please launch the game again from the site.',
  );
}

function setPageHeaders(c: Context<PlatformEnv>): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', demoPagePolicy);
  // The address carries the launch ticket: no other page is told it.
  c.header('Referrer-Policy', 'no-referrer');
}

/** The game of the path's node id, or the 404 of every unknown path. */
async function gameOfPath(c: Context<PlatformEnv>): Promise<{ game: Game; vendor: Vendor }> {
  const nodeId = nodeIdOf(c.req.param('game'));
  const [row] =
    nodeId === undefined
      ? []
      : await c.var.platform.db
          .select({ game: games, vendor: vendors })
          .from(games)
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .where(eq(games.id, nodeId));
  if (!row) throw apiErrors.notFound(c.req.method, new URL(c.req.url).pathname);
  return row;
}

function gameContent(
  game: Game,
  vendor: Vendor,
  mode: LaunchMode,
): Pick<PageContent, 'title' | 'subtitle' | 'mode' | 'icon' | 'nodeId'> {
  return {
    title: game.name,
    subtitle: `${vendor.displayName} · ${vendor.gameType}`,
    mode,
    icon: gameIconUrl(vendor.code, game.gameId, game.name),
    nodeId: game.id,
  };
}

/** The member a posted or linked ticket opens this game for, at this site, now; undefined when it opens nothing. */
async function ticketHolder(
  c: Context<PlatformEnv>,
  game: Game,
  ticket: string | undefined,
): Promise<{ member: Member; merchant: Merchant } | undefined> {
  if (!ticket) return undefined;
  const merchant = await merchantOfHost(c);
  if (!merchant) return undefined;
  const { db, clock } = c.var.platform;
  const member = await memberForTicket(db, ticket, {
    merchantId: merchant.id,
    gameId: game.id,
    now: new Date(clock()),
  });
  return member ? { member, merchant } : undefined;
}

/** The currency whose stakes a free trial plays with: the site's, else the standard plan. */
async function trialCurrency(c: Context<PlatformEnv>): Promise<string> {
  return (await merchantOfHost(c))?.currency ?? '';
}

function noTrial(game: Game, vendor: Vendor): PageContent {
  return {
    ...gameContent(game, vendor, 'trial'),
    play: { kind: 'none', note: 'This game offers no free trial. Log in to play it for real money.' },
  };
}

async function readForm(c: Context<PlatformEnv>): Promise<Form> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

type Form = Record<string, string>;

/** A free-trial round: drawn like a real one, on play credits the form carries; nothing is stored or debited. */
async function trialRound(c: Context<PlatformEnv>, game: Game, vendor: Vendor, form: Form): Promise<Response> {
  if (game.freeplay !== 1) return c.html(demoPage(noTrial(game, vendor)), 400);
  const currency = await trialCurrency(c);
  const { trialCredits } = currencyPlan(currency);
  const stakes = stakesFor(currency, game.minBet);
  const page = (credits: Cents, extra: Partial<PageContent>) =>
    demoPage({
      ...gameContent(game, vendor, 'trial'),
      play: { kind: 'trial', credits, stakes, restart: trialCredits },
      ...extra,
    });
  const credits = form.credits === undefined ? undefined : parseAmount(form.credits);
  if (credits === undefined) {
    return c.html(
      page(trialCredits, { errorHtml: 'This round could not be read. Your play credits start again.' }),
      400,
    );
  }
  const stake = form.stake === undefined ? undefined : parseAmount(form.stake);
  if (stake === undefined || !stakes.includes(stake)) {
    return c.html(page(credits, { errorHtml: 'Please choose one of the stakes offered.' }), 400);
  }
  if (stake > credits) {
    const errorHtml = `You have ${groupedAmount(credits)} play credits, not enough for a stake of ${groupedAmount(stake)}. Choose a smaller stake or start again.`;
    return c.html(page(credits, { stake, errorHtml }), 409);
  }
  const win = stake * drawMultiplier(c.var.platform.randomInt);
  const after = credits - stake + win;
  return c.html(page(after, { stake, result: { stake, win, after } }));
}

/**
 * A real-money round of the ticket's member: played in one transaction (playRound), then 303 back to the page with
 * the round, so reloading it shows the round again instead of playing another. A balance short of the stake: 409 and
 * the page saying so, nothing debited.
 */
async function realRound(c: Context<PlatformEnv>, game: Game, vendor: Vendor, form: Form): Promise<Response> {
  const { ticket } = form;
  const holder = await ticketHolder(c, game, ticket);
  if (!holder || ticket === undefined) return c.html(sessionEndedPage(), 403);
  const { member, merchant } = holder;
  const { db, clock, randomInt } = c.var.platform;
  const stakes = stakesFor(merchant.currency, game.minBet);
  const page = async (extra: Partial<PageContent>) => {
    const { balance } = await balanceOf(db, member.id);
    return demoPage({
      ...gameContent(game, vendor, 'real'),
      play: { kind: 'real', ticket, balance, symbol: merchant.currencySymbol, stakes },
      ...extra,
    });
  };
  const stake = form.stake === undefined ? undefined : parseAmount(form.stake);
  if (stake === undefined || !stakes.includes(stake)) {
    return c.html(await page({ errorHtml: 'Please choose one of the stakes offered.' }), 400);
  }
  const result = await playRound(db, { memberId: member.id, gameId: game.id, stake, randomInt, at: new Date(clock()) });
  if (!result) {
    const { balance } = await balanceOf(db, member.id);
    const symbol = merchant.currencySymbol;
    const errorHtml = `Your balance of ${money(balance, symbol)} is not enough for a stake of ${money(stake, symbol)}. Nothing was taken. Choose a smaller stake or make a deposit.`;
    return c.html(await page({ stake, errorHtml }), 409);
  }
  return c.redirect(`${demoGameUrl(game.id, 'real', ticket)}&round=${result.roundId}`, 303);
}

/**
 * The demo game page a launch URL opens, and its rounds:
 *
 * - `GET /wps/game/demo/<nodeId>?mode=real&ticket=<ticket>[&round=<id>]`: the game, the balance of the ticket's member
 *   and the "Play a round" form; with `round`, that round's outcome. Without a live ticket of this game and site: 403,
 *   "Game session ended".
 * - `GET ...?mode=trial`: the same with play credits (a game with a free trial); `?mode=guest` and the lottery lobby
 *   only show the game.
 * - `POST /wps/game/demo/<nodeId>/round` (form: `mode`, `stake`, and `ticket` or `credits`): plays a round (realRound,
 *   trialRound).
 *
 * Every host is served, like media; the ticket decides the member and must belong to the host's merchant.
 */
export function demoGameRoutes(app: Hono<PlatformEnv>): void {
  app.post(
    `${demoGamePrefix}:game/round`,
    bodyLimit({
      maxSize: roundBodyLimit,
      onError: (c) => {
        setPageHeaders(c);
        return c.html(unreadableRoundPage(), 413);
      },
    }),
    async (c) => {
      setPageHeaders(c);
      const { game, vendor } = await gameOfPath(c);
      const form = await readForm(c);
      if (form.mode === 'trial') return trialRound(c, game, vendor, form);
      if (form.mode === 'real') return realRound(c, game, vendor, form);
      return c.html(unreadableRoundPage(), 400);
    },
  );
  app.all(`${demoGamePrefix}:game/round`, () => {
    throw apiErrors.methodNotAllowed(['POST']);
  });

  app.all(`${demoGamePrefix}:game`, async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw apiErrors.methodNotAllowed(['GET', 'HEAD']);
    const requested = c.req.query('mode');
    const mode = launchModes.find((candidate) => candidate === requested) ?? 'real';
    setPageHeaders(c);
    if (c.req.param('game') === 'lobby') {
      return c.html(
        demoPage({
          title: 'Lottery lobby',
          subtitle: 'Every draw of the site',
          mode,
          play: { kind: 'none', note: 'Choose a draw from the site to play it.' },
        }),
      );
    }
    const { game, vendor } = await gameOfPath(c);

    if (mode === 'guest') {
      return c.html(
        demoPage({
          ...gameContent(game, vendor, mode),
          play: { kind: 'none', note: 'Log in to play this game for real money.' },
        }),
      );
    }

    if (mode === 'trial') {
      if (game.freeplay !== 1) return c.html(demoPage(noTrial(game, vendor)));
      const currency = await trialCurrency(c);
      const { trialCredits } = currencyPlan(currency);
      return c.html(
        demoPage({
          ...gameContent(game, vendor, mode),
          play: {
            kind: 'trial',
            credits: trialCredits,
            stakes: stakesFor(currency, game.minBet),
            restart: trialCredits,
          },
        }),
      );
    }

    const ticket = c.req.query('ticket');
    const holder = await ticketHolder(c, game, ticket);
    if (!holder || ticket === undefined) return c.html(sessionEndedPage(), 403);
    const { member, merchant } = holder;
    const { db } = c.var.platform;
    const roundId = c.req.query('round');
    const round = roundId ? await roundOf(db, member.id, game.id, roundId) : undefined;
    return c.html(
      demoPage({
        ...gameContent(game, vendor, mode),
        play: {
          kind: 'real',
          ticket,
          balance: (await balanceOf(db, member.id)).balance,
          symbol: merchant.currencySymbol,
          stakes: stakesFor(merchant.currency, game.minBet),
        },
        ...(round ? { stake: round.stake, result: { stake: round.stake, win: round.win, after: round.balance } } : {}),
      }),
    );
  });
}
