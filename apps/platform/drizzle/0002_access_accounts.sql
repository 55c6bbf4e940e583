CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"scene" text NOT NULL,
	"answer_x" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"seccode_hash" text,
	"solved_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_url" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_domain" text;--> statement-breakpoint
ALTER TABLE "slider_challenges" ADD CONSTRAINT "slider_challenges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slider_challenges_expiry" ON "slider_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_code" ON "members" USING btree ("merchant_id",lower("affiliate_code")) WHERE "members"."affiliate_code" is not null;