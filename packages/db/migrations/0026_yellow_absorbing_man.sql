ALTER TABLE "provider_sessions" ADD COLUMN "rules" jsonb;--> statement-breakpoint
CREATE INDEX "provider_sessions_player_idx" ON "provider_sessions" USING btree ("player_ref");