CREATE TABLE "publish_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"first_event_id" bigint NOT NULL,
	"last_event_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"to_live_ms" integer,
	"pages_changed" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "content_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "content_events" ADD COLUMN "run_id" integer;--> statement-breakpoint
CREATE INDEX "content_events_run_idx" ON "content_events" USING btree ("run_id");