CREATE TABLE "deposit_receipts" (
	"deposit_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"method" text NOT NULL,
	"channel_id" integer,
	"bank_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"promotion_id" integer,
	"pay_token" text,
	"task_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_pay_token_unique" UNIQUE("pay_token"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending', 'successful', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "member_deposit_limits" (
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period"),
	CONSTRAINT "member_deposit_limits_period" CHECK ("member_deposit_limits"."period" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "member_exclusions" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"method" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"minimum_amount" bigint NOT NULL,
	"maximum_amount" bigint NOT NULL,
	"account_name" text,
	"account_number" text,
	"bank_branch" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_deposit_channels_method" CHECK ("merchant_deposit_channels"."method" in ('PG', 'MT')),
	CONSTRAINT "merchant_deposit_channels_limits" CHECK ("merchant_deposit_channels"."minimum_amount" > 0 and "merchant_deposit_channels"."maximum_amount" >= "merchant_deposit_channels"."minimum_amount")
);
--> statement-breakpoint
CREATE TABLE "merchant_deposit_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"allow_deposit" boolean DEFAULT true NOT NULL,
	"deposit_off_message" text,
	"amount_presets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "deposit_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "counterpart_member_id" integer;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_merchant_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."merchant_deposit_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_deposit_limits" ADD CONSTRAINT "member_deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_deposit_channels" ADD CONSTRAINT "merchant_deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_deposit_settings" ADD CONSTRAINT "merchant_deposit_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_created" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_deposit_channels_merchant" ON "merchant_deposit_channels" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_counterpart_member_id_members_id_fk" FOREIGN KEY ("counterpart_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_deposit" CHECK ("wallet_transactions"."kind" <> 'deposit' or "wallet_transactions"."deposit_id" is not null);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_upline" CHECK ("wallet_transactions"."kind" not in ('upline_out', 'upline_in') or "wallet_transactions"."transfer_id" is not null);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in', 'withdrawal', 'withdrawal_return', 'deposit', 'upline_out', 'upline_in'));