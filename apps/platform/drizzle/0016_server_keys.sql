CREATE TABLE "server_keys" (
	"period" integer PRIMARY KEY NOT NULL,
	"modulus_hex" text NOT NULL,
	"private_exponent_hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_payloads" (
	"digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_payloads_expiry" ON "used_payloads" USING btree ("expires_at");