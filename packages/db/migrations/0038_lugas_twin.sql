CREATE TABLE "lugas_twin_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person" text NOT NULL,
	"operator" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lugas_twin_people" (
	"person" text PRIMARY KEY NOT NULL,
	"monthly_limit" bigint,
	"playing_elsewhere" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lugas_twin_deposits_reference" ON "lugas_twin_deposits" USING btree ("operator","reference");--> statement-breakpoint
CREATE INDEX "lugas_twin_deposits_person" ON "lugas_twin_deposits" USING btree ("person","deposited_at");