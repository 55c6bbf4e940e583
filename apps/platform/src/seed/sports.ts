import type { sportLeagues, sportTeams } from '../db/schema';
import { teamSlug, type League } from '../sports/fixtures';

/**
 * The leagues and teams of the hot-match carousel: invented, as a sports feed would deliver them. The seed stores them
 * (`sport_leagues`, `sport_teams`); the platform computes each day's schedule from what is stored.
 */

// Team names read best one line after another, not one per line.
// prettier-ignore
export const leagues: readonly League[] = [
  { id: 301, name: 'Premier Division', teams: [
    'Northport United', 'Riverton Rovers', 'Eastvale City', 'Westbrook Wanderers', 'Stonebridge Athletic',
    'Harborview Mariners', 'Kingsford Lions', 'Ashford Rangers',
  ] },
  { id: 302, name: 'Continental Cup', teams: [
    'Redcliff Eagles', 'Silverlake Falcons', 'Oakridge Foxes', 'Brightwater Dolphins', 'Fairhaven Town',
    'Ironwood Miners', 'Greenfield Albion', 'Lakeside Swans',
  ] },
  { id: 303, name: 'Coastal League', teams: [
    'Sunport Sharks', 'Coral Bay Pirates', 'Pine Hill Bears', 'Goldcoast Tigers', 'Saltmarsh Herons',
    'Cliffside Comets', 'Bayfront Sailors', 'Tidewater Stars',
  ] },
  { id: 304, name: 'Highland Championship', teams: [
    'Highmoor Wolves', 'Glenford Stags', 'Ravenhill Ravens', 'Thornbury Hawks', 'Frostpeak Rangers',
    'Cedar Falls Bison', 'Summit City', 'Granite Vale',
  ] },
];

/** Every seeded team by its slug: the crests the platform draws once the seed has stored them. */
export const teamsBySlug: ReadonlyMap<string, string> = new Map(
  leagues.flatMap((league) => league.teams.map((team) => [teamSlug(team), team] as const)),
);

/** The rows the seed stores: the leagues in this order, each league's teams in theirs. */
export function sportRows(): {
  leagues: Array<typeof sportLeagues.$inferInsert>;
  teams: Array<typeof sportTeams.$inferInsert>;
} {
  return {
    leagues: leagues.map(({ id, name }, sort) => ({ id, name, sort })),
    teams: leagues.flatMap((league) =>
      league.teams.map((name, sort) => ({ leagueId: league.id, name, slug: teamSlug(name), sort })),
    ),
  };
}
