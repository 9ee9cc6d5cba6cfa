CREATE TABLE "sportsbook_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_ref" text NOT NULL,
	"casino_token" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint,
	"bet_transaction_id" text NOT NULL,
	"request_id" text NOT NULL,
	"settlements" smallint DEFAULT 0 NOT NULL,
	"pending_call" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sportsbook_bets_stake" CHECK ("sportsbook_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	"result_version" integer
);
--> statement-breakpoint
CREATE TABLE "sportsbook_results" (
	"event_id" text PRIMARY KEY NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"is_cancelled" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"casino_token" text NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD CONSTRAINT "sportsbook_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_request_key" ON "sportsbook_bets" USING btree ("player_ref","request_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_player_idx" ON "sportsbook_bets" USING btree ("player_ref","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sportsbook_bets_pending_idx" ON "sportsbook_bets" USING btree ("id") WHERE "sportsbook_bets"."pending_call" is not null;--> statement-breakpoint
CREATE INDEX "sportsbook_legs_event_idx" ON "sportsbook_legs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sportsbook_legs_bet_idx" ON "sportsbook_legs" USING btree ("bet_id");