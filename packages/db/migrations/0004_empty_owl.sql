CREATE TABLE "communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"player_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"origin" text DEFAULT 'operator' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "communications_email_created" ON "communications" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_group_key_locale" ON "content_entries" USING btree ("group","key","locale");--> statement-breakpoint
CREATE INDEX "content_entries_group_locale" ON "content_entries" USING btree ("group","locale");