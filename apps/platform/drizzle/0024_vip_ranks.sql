CREATE TABLE "vip_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"monthly_turnover" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_ranks_level" CHECK ("vip_ranks"."level" > 0),
	CONSTRAINT "vip_ranks_monthly_turnover" CHECK ("vip_ranks"."monthly_turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD CONSTRAINT "vip_ranks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_ranks_merchant_level" ON "vip_ranks" USING btree ("merchant_id","level");