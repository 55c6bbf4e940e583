import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sportLeagues, sportTeams } from '../db/schema';
import type { League } from './fixtures';

/** The stored leagues with their teams, each in its order: what the schedule is made from. */
export async function leaguesOf(db: Database): Promise<League[]> {
  const rows = await db
    .select({ id: sportLeagues.id, name: sportLeagues.name, team: sportTeams.name })
    .from(sportLeagues)
    .innerJoin(sportTeams, eq(sportTeams.leagueId, sportLeagues.id))
    .orderBy(asc(sportLeagues.sort), asc(sportLeagues.id), asc(sportTeams.sort), asc(sportTeams.id));
  const leagues: Array<League & { teams: string[] }> = [];
  for (const row of rows) {
    let league = leagues.at(-1);
    if (league?.id !== row.id) {
      league = { id: row.id, name: row.name, teams: [] };
      leagues.push(league);
    }
    league.teams.push(row.team);
  }
  return leagues;
}

/** The name of the team whose crest `slug` names, or undefined when no stored team has it. */
export async function teamOfSlug(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ name: sportTeams.name }).from(sportTeams).where(eq(sportTeams.slug, slug)).limit(1);
  return row?.name;
}
