DROP INDEX "bet_records_member_created";--> statement-breakpoint
CREATE INDEX "deposits_member_credited" ON "deposits" USING btree ("member_id","created_at","amount") WHERE "deposits"."status" = 'successful';--> statement-breakpoint
CREATE INDEX "bet_records_member_created" ON "bet_records" USING btree ("member_id","created_at","valid_bet","stake","payout");