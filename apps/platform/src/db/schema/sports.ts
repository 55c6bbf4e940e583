import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The leagues and teams of the hot-match carousel: platform-wide, as a sports feed would deliver them. The schedule is
// not stored: it is computed per day from these rows and the platform clock (src/sports/fixtures.ts).

/** A league; `id` is the `leagueId` a match answers and its bet button sends. */
export const sportLeagues = pgTable('sport_leagues', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Position among the leagues: the schedule numbers a day's matches by it. */
  sort: integer('sort').notNull(),
});

export const sportTeams = pgTable(
  'sport_teams',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportLeagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The team's name in its crest's URL (`coral-bay-pirates`). */
    slug: text('slug').notNull().unique(),
    /** Position within the league: the schedule draws a day's pairings from the teams in this order. */
    sort: integer('sort').notNull(),
  },
  (table) => [index('sport_teams_league').on(table.leagueId, table.sort)],
);
