CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"cover" varchar(300) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"author" varchar(60) DEFAULT '' NOT NULL,
	"column_id" integer,
	"category_id" integer,
	"published_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"attachment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" varchar(300) NOT NULL,
	"link" varchar(300) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_uid" integer
);
--> statement-breakpoint
CREATE TABLE "custom_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"company" varchar(100) NOT NULL,
	"contact" varchar(50) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"requirement" text NOT NULL,
	"budget" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"uid" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"industry" varchar(30) DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"vip_price_cents" integer DEFAULT 0 NOT NULL,
	"doc_id" varchar(40) NOT NULL,
	"format" varchar(16) DEFAULT 'xlsx' NOT NULL,
	"update_frequency" varchar(20) DEFAULT '' NOT NULL,
	"coverage" varchar(200) DEFAULT '' NOT NULL,
	"cover" varchar(300) DEFAULT '' NOT NULL,
	"sample_attachment_id" integer,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_products_doc_id_unique" UNIQUE("doc_id")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"region" varchar(30) DEFAULT '' NOT NULL,
	"industry" varchar(30) DEFAULT '' NOT NULL,
	"summary" varchar(1000) DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" varchar(30) NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_keywords_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "periodicals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"issue" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"cover" varchar(300) DEFAULT '' NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"attachment_id" integer,
	"published_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_enterprises" (
	"reference_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	CONSTRAINT "reference_enterprises_reference_id_enterprise_id_pk" PRIMARY KEY("reference_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "reference_subdetails" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"industry" varchar(30) DEFAULT '' NOT NULL,
	"region" varchar(30) DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"cover" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_column_id_content_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."content_columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_products" ADD CONSTRAINT "data_products_sample_attachment_id_attachments_id_fk" FOREIGN KEY ("sample_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodicals" ADD CONSTRAINT "periodicals_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_enterprises" ADD CONSTRAINT "reference_enterprises_reference_id_industry_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."industry_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_enterprises" ADD CONSTRAINT "reference_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_subdetails" ADD CONSTRAINT "reference_subdetails_reference_id_industry_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."industry_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_kind_status_published_idx" ON "articles" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "articles_column_published_idx" ON "articles" USING btree ("column_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_status_views_idx" ON "articles" USING btree ("status","view_count");--> statement-breakpoint
CREATE INDEX "banners_active_sort_idx" ON "banners" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_kind_name_uq" ON "content_categories" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_columns_kind_name_uq" ON "content_columns" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "content_events_at_idx" ON "content_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "custom_orders_status_created_idx" ON "custom_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "data_products_status_published_idx" ON "data_products" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "data_products_industry_idx" ON "data_products" USING btree ("industry","status");--> statement-breakpoint
CREATE INDEX "enterprises_industry_idx" ON "enterprises" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "periodicals_year_published_idx" ON "periodicals" USING btree ("year","published_at");--> statement-breakpoint
CREATE INDEX "reference_enterprises_enterprise_idx" ON "reference_enterprises" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "reference_subdetails_reference_idx" ON "reference_subdetails" USING btree ("reference_id","sort");--> statement-breakpoint
CREATE INDEX "industry_references_status_published_idx" ON "industry_references" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "industry_references_industry_idx" ON "industry_references" USING btree ("industry","status");