CREATE TABLE "game_types" (
	"code" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"is_game" text DEFAULT 'VASSALAGE' NOT NULL,
	"launch_game_id" text,
	"launch_node_id" text,
	"app_new_window" integer DEFAULT 0 NOT NULL,
	"seamless_status" integer DEFAULT 0 NOT NULL,
	"freeplay" integer DEFAULT 0 NOT NULL,
	"game_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_is_game" CHECK ("vendors"."is_game" in ('VASSALAGE', 'game')),
	CONSTRAINT "vendors_direct_launch" CHECK ("vendors"."is_game" = 'VASSALAGE' or ("vendors"."launch_game_id" is not null and "vendors"."launch_node_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_vendors_merchant_vendor" ON "merchant_vendors" USING btree ("merchant_id","vendor_id");--> statement-breakpoint
CREATE INDEX "merchant_vendors_vendor" ON "merchant_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_game_type" ON "vendors" USING btree ("code","game_type");