ALTER TABLE "payment_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows logged before counting were single events: their latest time is their time.
UPDATE "payment_events" SET "last_at" = "created_at";--> statement-breakpoint
CREATE INDEX "payment_events_ip_idx" ON "payment_events" USING btree ("ip","created_at");