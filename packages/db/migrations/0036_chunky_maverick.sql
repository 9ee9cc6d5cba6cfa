CREATE TABLE "register_twin_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"entry" text NOT NULL,
	"listing" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "register_twin_entries_entry" ON "register_twin_entries" USING btree ("register","entry");--> statement-breakpoint
-- The SIGAP twin's two sandbox CPFs (valid check digits): one self-excluded, one a welfare beneficiary.
INSERT INTO "register_twin_entries" ("register", "entry", "listing") VALUES
  ('sigap', '11144477735', 'excluded'),
  ('sigap', '12345678909', 'welfare')
ON CONFLICT DO NOTHING;
