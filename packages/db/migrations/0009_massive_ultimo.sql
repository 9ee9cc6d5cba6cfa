ALTER TABLE "game_collections" ADD COLUMN "is_operator_managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "is_operator_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- A game hidden before this migration was hidden by the sync: its provider dropped it.
UPDATE "games" SET "is_listed" = false WHERE NOT "is_enabled";
