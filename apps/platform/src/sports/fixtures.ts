import { hashString, seededRandom } from '../lib/random';

/**
 * The schedule behind the hot-match carousel (GCSGAME_getGameMatchV2): computed per day from the stored leagues, not
 * stored, so it moves with the platform clock and is the same on every machine for the same leagues.
 */

export interface League {
  id: number;
  name: string;
  /** The league's teams in their stored order. */
  teams: readonly string[];
}

/** A team's name in a URL: lower case, words joined by dashes (`Coral Bay Pirates` -> `coral-bay-pirates`). */
export const teamSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface Fixture {
  matchId: number;
  league: League;
  homeTeam: string;
  awayTeam: string;
  /** Kick-off, epoch ms. */
  matchTime: number;
}

const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;

/** Matches per league on a day. */
const matchesPerLeague = 2;
/** Kick-offs fall on the half hours from 10:00 to 21:30 (UTC). */
const firstKickOffMs = 10 * 60 * minuteMs;
const kickOffSlots = 24;

/** The day an instant falls on (UTC), counted from the epoch: what schedules are keyed by. */
export const dayOf = (epochMs: number) => Math.floor(epochMs / dayMs);

/**
 * The fixtures of a day: two per league, teams drawn from the league without repeats, kick-offs on distinct half
 * hours. Match ids carry the day, so a match keeps its id wherever it is listed.
 */
export function fixturesOf(leagues: readonly League[], day: number): Fixture[] {
  const fixtures: Fixture[] = [];
  leagues.forEach((league, leagueIndex) => {
    const random = seededRandom(`fixtures-${league.id}-${day}`);
    const teams = [...league.teams];
    const slots = Array.from({ length: kickOffSlots }, (_, index) => index);
    for (let match = 0; match < matchesPerLeague; match += 1) {
      const [homeTeam] = teams.splice(Math.floor(random() * teams.length), 1);
      const [awayTeam] = teams.splice(Math.floor(random() * teams.length), 1);
      const [slot] = slots.splice(Math.floor(random() * slots.length), 1);
      if (homeTeam === undefined || awayTeam === undefined || slot === undefined) break;
      fixtures.push({
        matchId: day * 100 + leagueIndex * 10 + match,
        league,
        homeTeam,
        awayTeam,
        matchTime: day * dayMs + firstKickOffMs + slot * 30 * minuteMs,
      });
    }
  });
  return fixtures;
}

/** How many of a day's fixtures a merchant puts in its carousel. */
const hotPerDay = 3;
/** Days ahead the carousel looks: enough for eight matches whatever the hour. */
const daysAhead = 4;

/**
 * A merchant's hot matches at `now`: each day it picks three of the day's fixtures (its own pick, from its code and
 * the day); the ones not kicked off yet, soonest first, six to eight of them (a number of the merchant's and the
 * day's). The same merchant and instant always give the same list; as the clock moves, kicked-off matches drop out
 * and the next day's come in.
 */
export function hotFixtures(leagues: readonly League[], merchantCode: string, now: number): Fixture[] {
  const today = dayOf(now);
  const picked: Fixture[] = [];
  for (let day = today; day < today + daysAhead; day += 1) {
    const random = seededRandom(`hot-${merchantCode}-${day}`);
    const pool = fixturesOf(leagues, day);
    for (let index = 0; index < hotPerDay && pool.length > 0; index += 1) {
      const [fixture] = pool.splice(Math.floor(random() * pool.length), 1);
      if (fixture) picked.push(fixture);
    }
  }
  const count = 6 + (hashString(`hot-count-${merchantCode}-${today}`) % 3);
  return picked
    .filter((fixture) => fixture.matchTime > now)
    .sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId)
    .slice(0, count);
}
