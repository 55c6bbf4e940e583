CREATE TABLE "member_turnover" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"required_turnover" bigint DEFAULT 0 NOT NULL,
	"actual_turnover" bigint DEFAULT 0 NOT NULL,
	"deposit_total" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"charges" bigint DEFAULT 0 NOT NULL,
	"bank_card_id" integer,
	"bank_name" text NOT NULL,
	"card_number_masked" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"c2c" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disbursed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."charges" >= 0 and "withdrawals"."charges" < "withdrawals"."amount"),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'disbursed', 'received', 'not_received', 'forced_received'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "withdrawal_id" integer;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_member_created" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdrawal" CHECK ("wallet_transactions"."kind" not in ('withdrawal', 'withdrawal_return') or "wallet_transactions"."withdrawal_id" is not null);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in', 'withdrawal', 'withdrawal_return'));