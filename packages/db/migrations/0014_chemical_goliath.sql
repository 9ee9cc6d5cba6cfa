CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference_id" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"status" integer NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"reason" text,
	"note" text,
	"expires_on" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"document_id" uuid,
	"level_before" text NOT NULL,
	"level_after" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_profiles" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'none' NOT NULL,
	"rejected_final" boolean DEFAULT false NOT NULL,
	"withdrawals_frozen" boolean DEFAULT false NOT NULL,
	"sumsub_applicant_id" text,
	"sumsub_answer" text,
	"sumsub_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_webhooks" (
	"digest" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"applicant_id" text,
	"player_id" uuid,
	"event_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_profiles" ADD CONSTRAINT "verification_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_player_idx" ON "verification_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_status_idx" ON "verification_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "verification_events_player_idx" ON "verification_events" USING btree ("player_id","created_at");