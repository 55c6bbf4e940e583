CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"remark" text,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"bonus_id" integer,
	CONSTRAINT "promotion_entries_status" CHECK ("promotion_entries"."status" in ('applying', 'process', 'rejected', 'issued', 'claimed')),
	CONSTRAINT "promotion_entries_comment" CHECK ("promotion_entries"."comment" is null or char_length("promotion_entries"."comment") <= 140),
	CONSTRAINT "promotion_entries_claimed" CHECK ("promotion_entries"."status" <> 'claimed' or "promotion_entries"."claimed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"announcement_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_kind" CHECK ("promotion_rules"."kind" in ('MANUAL', 'LOGIN', 'REGISTER', 'RAFFLE')),
	CONSTRAINT "promotion_rules_amount" CHECK ("promotion_rules"."amount" >= 0 and "promotion_rules"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ticket_days" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "raffle_schedules_period" CHECK ("raffle_schedules"."ends_at" > "raffle_schedules"."starts_at" and "raffle_schedules"."ticket_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"percentage" integer,
	"state" text DEFAULT 'available' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"bonus_id" integer,
	CONSTRAINT "reward_tickets_kind" CHECK ("reward_tickets"."kind" in ('TICKET', 'VOUCHER')),
	CONSTRAINT "reward_tickets_state" CHECK ("reward_tickets"."state" in ('available', 'claimed', 'cancelled')),
	CONSTRAINT "reward_tickets_amount" CHECK ("reward_tickets"."amount" > 0 and "reward_tickets"."ends_at" > "reward_tickets"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_rule_id_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_schedules" ADD CONSTRAINT "raffle_schedules_rule_id_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_schedule_id_raffle_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."raffle_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_tickets" ADD CONSTRAINT "reward_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_tickets" ADD CONSTRAINT "reward_tickets_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_rule_member" ON "promotion_entries" USING btree ("rule_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_member" ON "promotion_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rules_merchant_code" ON "promotion_rules" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "raffle_schedules_rule" ON "raffle_schedules" USING btree ("rule_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_tickets_schedule_member" ON "raffle_tickets" USING btree ("schedule_id","member_id");--> statement-breakpoint
CREATE INDEX "reward_tickets_member" ON "reward_tickets" USING btree ("member_id","kind","created_at");