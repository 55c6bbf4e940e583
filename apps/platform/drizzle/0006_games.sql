CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_game" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"classify" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"lines" integer,
	"min_bet" double precision DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"freeplay" integer DEFAULT 0 NOT NULL,
	"app_new_window" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_game" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_game" ON "favourite_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_id" ON "games" USING btree ("vendor_id","game_id");--> statement-breakpoint
CREATE INDEX "games_popularity" ON "games" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "recent_games_member_played" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "recent_games_game" ON "recent_games" USING btree ("game_id");