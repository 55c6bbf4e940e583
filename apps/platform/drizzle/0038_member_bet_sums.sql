CREATE TABLE "member_bet_sums" (
	"member_id" integer NOT NULL,
	"half_start" timestamp with time zone NOT NULL,
	"product_type" text NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_bet_sums_member_id_half_start_product_type_pk" PRIMARY KEY("member_id","half_start","product_type"),
	CONSTRAINT "member_bet_sums_amounts" CHECK ("member_bet_sums"."bets" >= 0 and "member_bet_sums"."stake" >= 0 and "member_bet_sums"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_bet_sums" ADD CONSTRAINT "member_bet_sums_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bet_sums_member_half" ON "member_bet_sums" USING btree ("member_id","half_start","product_type","bets","stake","valid_bet","payout");--> statement-breakpoint
-- The bets already written, summed per member, UTC half-month and product.
INSERT INTO "member_bet_sums" ("member_id", "half_start", "product_type", "bets", "stake", "valid_bet", "payout")
SELECT "member_id",
  (CASE WHEN extract(day FROM "created_at" AT TIME ZONE 'UTC') >= 16
    THEN date_trunc('month', "created_at" AT TIME ZONE 'UTC') + interval '15 days'
    ELSE date_trunc('month', "created_at" AT TIME ZONE 'UTC') END) AT TIME ZONE 'UTC',
  "product_type", count(*), sum("stake"), sum("valid_bet"), sum("payout")
FROM "bet_records"
GROUP BY 1, 2, 3;
