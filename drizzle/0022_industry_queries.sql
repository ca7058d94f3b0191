CREATE TABLE "industry_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"search" text NOT NULL,
	"cells" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "industry_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"search" text NOT NULL,
	"name" varchar(40) DEFAULT '' NOT NULL,
	"recent" boolean DEFAULT false NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "industry_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industry_exports" ADD CONSTRAINT "industry_exports_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_queries" ADD CONSTRAINT "industry_queries_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industry_exports_uid_created_idx" ON "industry_exports" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "industry_queries_uid_search_idx" ON "industry_queries" USING btree ("uid","search");