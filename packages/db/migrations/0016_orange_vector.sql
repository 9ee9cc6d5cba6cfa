CREATE TABLE "verification_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "support_attachments" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "verification_alerts" ADD CONSTRAINT "verification_alerts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_alerts_open_idx" ON "verification_alerts" USING btree ("resolved_at","created_at");--> statement-breakpoint
-- custom SQL (keep when regenerating)
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_bytes_or_key" CHECK (("data" IS NULL) <> ("storage_key" IS NULL));
