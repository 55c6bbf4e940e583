CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_values" CHECK ("mission_claims"."amount" >= 0 and "mission_claims"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"level" integer NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "mission_milestones_values" CHECK ("mission_milestones"."target" > 0 and "mission_milestones"."reward" >= 0 and "mission_milestones"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"period" text NOT NULL,
	"type" text NOT NULL,
	"product_type" text,
	"minimum_amount" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_period" CHECK ("missions"."period" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "missions_type" CHECK ("missions"."type" in ('ROUNDS', 'VALID_BET', 'DEPOSITS')),
	CONSTRAINT "missions_minimum" CHECK ("missions"."minimum_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_milestone_id_mission_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."mission_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_milestones" ADD CONSTRAINT "mission_milestones_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("member_id","milestone_id","period_start");--> statement-breakpoint
CREATE INDEX "mission_claims_member_period" ON "mission_claims" USING btree ("member_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_milestones_mission_level" ON "mission_milestones" USING btree ("mission_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_merchant_code" ON "missions" USING btree ("merchant_id","code");