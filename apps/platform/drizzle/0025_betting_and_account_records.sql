CREATE TABLE "bet_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"vendor" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text DEFAULT 'settled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "bet_records_amounts" CHECK ("bet_records"."stake" > 0 and "bet_records"."valid_bet" >= 0 and "bet_records"."payout" >= 0),
	CONSTRAINT "bet_records_status" CHECK ("bet_records"."status" in ('settled', 'unsettled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind";--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_records_member_product_created" ON "bet_records" USING btree ("member_id","product_type","created_at","id","stake","valid_bet","payout");--> statement-breakpoint
CREATE INDEX "bet_records_member_product_vendor_created" ON "bet_records" USING btree ("member_id","product_type","vendor","created_at","id","stake","valid_bet","payout");--> statement-breakpoint
CREATE INDEX "wallet_transactions_account_record" ON "wallet_transactions" USING btree ("member_id","created_at","id","kind") WHERE ("wallet_transactions"."account_type_id" = 2 and ("wallet_transactions"."kind" <> 'win' or "wallet_transactions"."amount" <> 0));--> statement-breakpoint
CREATE INDEX "wallet_transactions_account_record_kind" ON "wallet_transactions" USING btree ("member_id","kind","created_at","id") WHERE ("wallet_transactions"."account_type_id" = 2 and ("wallet_transactions"."kind" <> 'win' or "wallet_transactions"."amount" <> 0));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in', 'withdrawal', 'withdrawal_return', 'deposit', 'upline_out', 'upline_in', 'bonus', 'rebate'));