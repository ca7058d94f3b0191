CREATE TABLE "imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family" varchar(32) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"by_uid" integer NOT NULL,
	"mode" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_good" integer DEFAULT 0 NOT NULL,
	"rows_bad" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "imports_started_idx" ON "imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "imports_family_idx" ON "imports" USING btree ("family","started_at");