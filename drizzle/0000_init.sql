CREATE TABLE "action_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" varchar(64) NOT NULL,
	"model" varchar(64) DEFAULT '' NOT NULL,
	"record_id" varchar(64) DEFAULT '' NOT NULL,
	"uid" integer,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact" varchar(50) NOT NULL,
	"tel" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"uid" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "action_logs_action_created_idx" ON "action_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at");