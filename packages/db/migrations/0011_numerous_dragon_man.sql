CREATE TABLE "local_idp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_idp_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "social_identities_player_issuer" UNIQUE("player_id","issuer")
);
--> statement-breakpoint
CREATE TABLE "social_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"id_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "affiliate_token" text;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sessions" ADD CONSTRAINT "social_sessions_session_id_player_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."player_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_identities_player_idx" ON "social_identities" USING btree ("player_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The back-office affiliate report groups players by tag (docs/decisions/029).
CREATE INDEX IF NOT EXISTS "players_affiliate_tag_idx" ON "players" ("affiliate_tag") WHERE "affiliate_tag" IS NOT NULL;
