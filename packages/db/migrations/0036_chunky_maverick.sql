CREATE TABLE "register_twin_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"entry" text NOT NULL,
	"listing" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "register_twin_entries_entry" ON "register_twin_entries" USING btree ("register","entry");
