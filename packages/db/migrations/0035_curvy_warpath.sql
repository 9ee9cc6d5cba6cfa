CREATE TABLE "player_limit_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"limit_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"threshold" smallint NOT NULL,
	"used" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "player_limit_notices" ADD CONSTRAINT "player_limit_notices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_notices" ADD CONSTRAINT "player_limit_notices_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_limit_notices_once" ON "player_limit_notices" USING btree ("limit_id","period_start","threshold");--> statement-breakpoint
CREATE INDEX "player_limit_notices_player_idx" ON "player_limit_notices" USING btree ("player_id","sent_at");