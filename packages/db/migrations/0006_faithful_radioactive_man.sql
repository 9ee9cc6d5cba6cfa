CREATE TABLE "provider_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"bet_transaction_id" uuid,
	"win_transaction_id" uuid,
	"rollback_transaction_id" uuid,
	"bet_confirmed_at" timestamp with time zone,
	"balance_after" bigint,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_rounds_amounts" CHECK ("provider_rounds"."stake" > 0 and "provider_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"identity" text NOT NULL,
	"casino_token" text,
	"currency" text NOT NULL,
	"demo_balance" bigint,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sessions_demo_balance" CHECK ("provider_sessions"."demo_balance" is null or "provider_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_session_id_provider_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."provider_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_session_request_key" ON "provider_rounds" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_one_open_idx" ON "provider_rounds" USING btree ("session_id") WHERE "provider_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "provider_rounds_open_idx" ON "provider_rounds" USING btree ("updated_at") WHERE "provider_rounds"."status" = 'open';