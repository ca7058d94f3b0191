CREATE TABLE "invoice_profiles" (
	"uid" integer PRIMARY KEY NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"invoice_type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"invoice_type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"file_attachment_id" integer,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"uid" integer NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"amount_cents" integer NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'unpaid' NOT NULL,
	"channel" varchar(16),
	"transaction_id" varchar(64),
	"granted_until" timestamp with time zone,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"order_no" varchar(32),
	"transaction_id" varchar(64),
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer DEFAULT 0 NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "score_rules" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"period" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_products" ADD COLUMN "attachment_id" integer;--> statement-breakpoint
ALTER TABLE "score_records" ADD COLUMN "rule" varchar(32);--> statement-breakpoint
ALTER TABLE "score_records" ADD COLUMN "ref" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_attachment_id_attachments_id_fk" FOREIGN KEY ("file_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_uid_created_idx" ON "invoices" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_uid_created_idx" ON "orders" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "orders_uid_item_idx" ON "orders" USING btree ("uid","item_type","item_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plans_kind_sort_idx" ON "plans" USING btree ("kind","sort");--> statement-breakpoint
ALTER TABLE "data_products" ADD CONSTRAINT "data_products_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_records_grant_uq" ON "score_records" USING btree ("uid","rule","ref");