CREATE TABLE "account_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"locked_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"hits" bigint[] NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "rate_limits_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "account_lockouts_last_failure" ON "account_lockouts" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expiry" ON "rate_limits" USING btree ("expires_at");