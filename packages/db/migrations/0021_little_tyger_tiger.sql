CREATE TABLE "site_boots" (
	"mode" text PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"boots" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "site_mode" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "setup_token_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_setup_token_hash_unique" UNIQUE("setup_token_hash");