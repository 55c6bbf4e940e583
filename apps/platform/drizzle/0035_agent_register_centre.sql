CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_link_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_merchant_code" ON "affiliate_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "affiliate_links_member_created" ON "affiliate_links" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "members_affiliate_link" ON "members" USING btree ("affiliate_link_id") WHERE "members"."affiliate_link_id" is not null;