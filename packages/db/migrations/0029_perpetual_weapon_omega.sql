CREATE TABLE "affordability_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"monthly_amount" bigint NOT NULL,
	"monthly_income" bigint NOT NULL,
	"monthly_outgoings" bigint NOT NULL,
	"income_source" text NOT NULL,
	"note" text,
	"approved_amount" bigint,
	"decision_note" text,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_limit_history" ALTER COLUMN "limit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affordability_requests" ADD CONSTRAINT "affordability_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affordability_requests" ADD CONSTRAINT "affordability_requests_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affordability_requests_player_idx" ON "affordability_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affordability_requests_one_pending" ON "affordability_requests" USING btree ("player_id") WHERE "affordability_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "affordability_requests_status_idx" ON "affordability_requests" USING btree ("status","created_at");