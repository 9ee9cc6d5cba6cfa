CREATE VIEW "public"."player_exclusions" AS (select player_id, ends_at from player_limits where status = 1 and definition in (4, 5));--> statement-breakpoint
-- Written by hand below: read-only, as every shared view (docs/decisions/036).
CREATE TRIGGER "player_exclusions_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "player_exclusions"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();
