CREATE TABLE "member_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_code" text NOT NULL,
	"promotion_names" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_amounts" CHECK ("member_bonuses"."amount" > 0 and "member_bonuses"."turnover_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "bonus_id" integer;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bonuses_member_created" ON "member_bonuses" USING btree ("member_id","created_at","id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_records_member_created" ON "bet_records" USING btree ("member_id","created_at","valid_bet");