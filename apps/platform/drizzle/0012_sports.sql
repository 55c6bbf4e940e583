CREATE TABLE "sport_leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "sport_teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "sport_teams" ADD CONSTRAINT "sport_teams_league_id_sport_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sport_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_teams_league" ON "sport_teams" USING btree ("league_id","sort");