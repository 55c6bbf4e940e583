CREATE TABLE "idempotency_keys" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "merchant_wallets" (
	"merchant_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'OK' NOT NULL,
	"status_since" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_wallets_merchant_id_account_type_id_pk" PRIMARY KEY("merchant_id","account_type_id"),
	CONSTRAINT "merchant_wallets_account_type" CHECK ("merchant_wallets"."account_type_id" > 2)
);
--> statement-breakpoint
CREATE TABLE "vendor_wallets" (
	"member_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallets_member_id_account_type_id_pk" PRIMARY KEY("member_id","account_type_id"),
	CONSTRAINT "vendor_wallets_balance_not_negative" CHECK ("vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "single_wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "account_type_id" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "counterpart_type_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_wallets" ADD CONSTRAINT "merchant_wallets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallets" ADD CONSTRAINT "vendor_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_transfer" CHECK ("wallet_transactions"."kind" not in ('transfer_out', 'transfer_in') or ("wallet_transactions"."transfer_id" is not null and "wallet_transactions"."counterpart_type_id" is not null));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('opening', 'bet', 'win', 'adjustment', 'transfer_out', 'transfer_in'));