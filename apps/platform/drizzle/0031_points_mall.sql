CREATE TABLE "point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"bet_remainder" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_not_negative" CHECK ("point_accounts"."balance" >= 0 and "point_accounts"."bet_remainder" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_earned_bets" (
	"bet_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"redeem_type" text,
	"province" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('processing', 'approved', 'rejected')),
	CONSTRAINT "point_redemptions_values" CHECK ("point_redemptions"."quantity" > 0 and "point_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"inventory" integer NOT NULL,
	"picture" text NOT NULL,
	"copy" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_type" CHECK ("point_rewards"."type" in ('VIRTUAL', 'PHYSICAL')),
	CONSTRAINT "point_rewards_values" CHECK ("point_rewards"."price" > 0 and "point_rewards"."inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"bet_per_point" bigint NOT NULL,
	"point_value" bigint NOT NULL,
	"min_convert" integer DEFAULT 1 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_settings_values" CHECK ("point_settings"."bet_per_point" > 0 and "point_settings"."point_value" > 0 and "point_settings"."min_convert" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"valid_bet" bigint,
	"redemption_id" integer,
	"wallet_transaction_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_kind" CHECK ("point_transactions"."kind" in ('earned', 'given', 'redeemed', 'redemption_returned', 'converted')),
	CONSTRAINT "point_transactions_balance" CHECK ("point_transactions"."balance_after" >= 0 and "point_transactions"."amount" <> 0),
	CONSTRAINT "point_transactions_redemption" CHECK ("point_transactions"."kind" not in ('redeemed', 'redemption_returned') or "point_transactions"."redemption_id" is not null),
	CONSTRAINT "point_transactions_conversion" CHECK ("point_transactions"."kind" <> 'converted' or "point_transactions"."wallet_transaction_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind";--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earned_bets" ADD CONSTRAINT "point_earned_bets_bet_id_bet_records_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bet_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earned_bets" ADD CONSTRAINT "point_earned_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_redemption_id_point_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."point_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_redemptions_member_created" ON "point_redemptions" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "point_rewards_merchant_type" ON "point_rewards" USING btree ("merchant_id","type","sort","id");--> statement-breakpoint
CREATE INDEX "point_transactions_member_created" ON "point_transactions" USING btree ("member_id","created_at","id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in', 'withdrawal', 'withdrawal_return', 'deposit', 'upline_out', 'upline_in', 'bonus', 'rebate', 'points'));