CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"version" integer NOT NULL,
	"via" varchar(16) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"file_key" varchar(200),
	"bytes" integer,
	"claimed" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"editor_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_deletions_state_due_idx" ON "account_deletions" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "account_deletions_uid_idx" ON "account_deletions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "consents_uid_kind_idx" ON "consents" USING btree ("uid","kind","version");--> statement-breakpoint
CREATE INDEX "data_exports_uid_idx" ON "data_exports" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_kind_version_idx" ON "legal_documents" USING btree ("kind","version");