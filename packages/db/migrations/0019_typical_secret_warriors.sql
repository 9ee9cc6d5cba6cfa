ALTER TABLE "players" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "additional_address" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "profession" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "personal_id_number" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone_full" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "receive_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "security_question" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "security_answer_hash" text;