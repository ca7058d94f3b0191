CREATE TABLE "baike_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baike_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"parent_id" integer,
	"content" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baike_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60),
	"title" varchar(30) NOT NULL,
	"qualifier" varchar(20) DEFAULT '' NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"pinyin" varchar(600) DEFAULT '' NOT NULL,
	"initials" varchar(200) DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_version_id" integer,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baike_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "baike_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"base_version_id" integer,
	"author_id" integer,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"title" varchar(30) NOT NULL,
	"qualifier" varchar(20) DEFAULT '' NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"infobox" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baike_views" (
	"entry_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "baike_views_entry_id_day_pk" PRIMARY KEY("entry_id","day")
);
--> statement-breakpoint
ALTER TABLE "baike_comments" ADD CONSTRAINT "baike_comments_entry_id_baike_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."baike_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_comments" ADD CONSTRAINT "baike_comments_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_entries" ADD CONSTRAINT "baike_entries_category_id_baike_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."baike_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_entries" ADD CONSTRAINT "baike_entries_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_versions" ADD CONSTRAINT "baike_versions_entry_id_baike_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."baike_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_versions" ADD CONSTRAINT "baike_versions_author_id_users_uid_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_versions" ADD CONSTRAINT "baike_versions_category_id_baike_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."baike_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_versions" ADD CONSTRAINT "baike_versions_reviewer_id_users_uid_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baike_views" ADD CONSTRAINT "baike_views_entry_id_baike_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."baike_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baike_categories_parent_idx" ON "baike_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "baike_comments_entry_idx" ON "baike_comments" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "baike_comments_parent_idx" ON "baike_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "baike_comments_uid_idx" ON "baike_comments" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "baike_entries_title_qualifier_uq" ON "baike_entries" USING btree ("title","qualifier") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "baike_entries_category_status_idx" ON "baike_entries" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "baike_entries_status_changed_idx" ON "baike_entries" USING btree ("status","changed_at");--> statement-breakpoint
CREATE INDEX "baike_versions_entry_state_idx" ON "baike_versions" USING btree ("entry_id","state");--> statement-breakpoint
CREATE INDEX "baike_versions_author_updated_idx" ON "baike_versions" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "baike_versions_state_submitted_idx" ON "baike_versions" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "baike_views_day_idx" ON "baike_views" USING btree ("day");