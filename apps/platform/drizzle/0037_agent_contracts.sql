CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"upline_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"product_type" text NOT NULL,
	"computation_period" text,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"downline_higher_rate" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"termination_asked_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_type" CHECK ("agent_contracts"."type" in ('daily', 'hourly', 'realtime', 'dividend')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('P', 'V', 'E', 'R', 'W', 'T'))
);
--> statement-breakpoint
CREATE TABLE "salary_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bet_volume" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_settlements_amount" CHECK ("salary_settlements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_settlements" ADD CONSTRAINT "salary_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_settlements" ADD CONSTRAINT "salary_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live" ON "agent_contracts" USING btree ("member_id","type","product_type") WHERE "agent_contracts"."status" in ('P', 'V', 'E');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","type");--> statement-breakpoint
CREATE INDEX "agent_contracts_member" ON "agent_contracts" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "agent_contracts_in_force" ON "agent_contracts" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_settlements_contract_period" ON "salary_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "salary_settlements_member" ON "salary_settlements" USING btree ("member_id","type","period_start");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_settlement_id_salary_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."salary_settlements"("id") ON DELETE cascade ON UPDATE no action;