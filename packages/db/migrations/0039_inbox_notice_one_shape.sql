-- One shape for a feature's inbox text (issue 33): the limit notices' `text_key` + `text_params`
-- (migration 0035) move into `notice` (migration 0034) as `{ "key": ..., ...params }`, the shape
-- the retention features already use, then the two columns go. Rows that have a notice keep it.
UPDATE "inbox_messages" SET "notice" = jsonb_build_object('key', "text_key") || coalesce("text_params", '{}'::jsonb) WHERE "text_key" IS NOT NULL AND "notice" IS NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" DROP COLUMN "text_key";--> statement-breakpoint
ALTER TABLE "inbox_messages" DROP COLUMN "text_params";
