CREATE TABLE "winning_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"member_id" integer,
	"game_id" integer NOT NULL,
	"round_id" uuid,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winning_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "winning_rounds_amounts" CHECK ("winning_rounds"."stake" > 0 and "winning_rounds"."win" > 0)
);
--> statement-breakpoint
ALTER TABLE "winning_rounds" ADD CONSTRAINT "winning_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winning_rounds" ADD CONSTRAINT "winning_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winning_rounds" ADD CONSTRAINT "winning_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winning_rounds_merchant_created" ON "winning_rounds" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "winning_rounds_game" ON "winning_rounds" USING btree ("game_id");