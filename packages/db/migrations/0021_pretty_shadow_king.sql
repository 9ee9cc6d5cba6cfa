ALTER TABLE "operators" ADD COLUMN "password_reset_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "password_reset_expires_at" timestamp with time zone;