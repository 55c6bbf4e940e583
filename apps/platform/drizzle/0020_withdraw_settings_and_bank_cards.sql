CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"card_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_banks" (
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_banks_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "merchant_withdraw_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"minimum_amount" bigint NOT NULL,
	"maximum_amount" bigint NOT NULL,
	"charge_basis_points" integer DEFAULT 0 NOT NULL,
	"minimum_charge" bigint DEFAULT 0 NOT NULL,
	"free_withdrawals_per_day" integer DEFAULT 0 NOT NULL,
	"c2c_enabled" boolean DEFAULT false NOT NULL,
	"confirmation_minutes" integer DEFAULT 30 NOT NULL,
	"max_bank_cards" integer DEFAULT 3 NOT NULL,
	"card_number_min_length" integer DEFAULT 10 NOT NULL,
	"card_number_max_length" integer DEFAULT 19 NOT NULL,
	"required_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"required_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_withdraw_settings_limits" CHECK ("merchant_withdraw_settings"."minimum_amount" > 0 and "merchant_withdraw_settings"."maximum_amount" >= "merchant_withdraw_settings"."minimum_amount")
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_banks" ADD CONSTRAINT "merchant_banks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_withdraw_settings" ADD CONSTRAINT "merchant_withdraw_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_merchant_number" ON "bank_cards" USING btree ("merchant_id","card_number");--> statement-breakpoint
CREATE INDEX "bank_cards_member" ON "bank_cards" USING btree ("member_id");