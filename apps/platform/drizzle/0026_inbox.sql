CREATE TABLE "inbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"author" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_mails_author" CHECK ("inbox_mails"."author" in ('MERCHANT', 'MEMBER'))
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_author" CHECK ("inbox_replies"."author" in ('MERCHANT', 'MEMBER'))
);
--> statement-breakpoint
ALTER TABLE "inbox_mails" ADD CONSTRAINT "inbox_mails_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_mail_id_inbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."inbox_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_mails_member_activity" ON "inbox_mails" USING btree ("member_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "inbox_replies_mail" ON "inbox_replies" USING btree ("mail_id");