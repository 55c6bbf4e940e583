CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_amounts" CHECK ("rebate_claims"."valid_bet" > 0 and "rebate_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"minimum_claim" bigint DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_product_type_pk" PRIMARY KEY("merchant_id","product_type"),
	CONSTRAINT "rebate_rates_values" CHECK ("rebate_rates"."rate_basis_points" between 0 and 10000 and "rebate_rates"."minimum_claim" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "rebate_claim_id" integer;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_claims_member_product_created" ON "rebate_claims" USING btree ("member_id","product_type","created_at");--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_rebate_claim_id_rebate_claims_id_fk" FOREIGN KEY ("rebate_claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_records_rebate_open" ON "bet_records" USING btree ("member_id","product_type","created_at","valid_bet") WHERE ("bet_records"."rebate_claim_id" is null and "bet_records"."status" = 'settled');