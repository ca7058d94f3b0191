CREATE TABLE "vegetable_class_index" (
	"week" date NOT NULL,
	"class_key" varchar(24) NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"change" numeric(8, 2),
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vegetable_class_index_class_key_week_pk" PRIMARY KEY("class_key","week")
);
--> statement-breakpoint
CREATE TABLE "vegetable_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(24) NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vegetable_classes_key_unique" UNIQUE("key"),
	CONSTRAINT "vegetable_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vegetable_market_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"week" date NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vegetable_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"short_name" varchar(20) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"city_code" varchar(4) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vegetable_markets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vegetable_prices" (
	"market_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"low" numeric(10, 2) NOT NULL,
	"avg" numeric(10, 2) NOT NULL,
	"high" numeric(10, 2) NOT NULL,
	"volume" numeric(12, 1),
	"origin" varchar(20),
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vegetable_prices_market_id_date_product_id_pk" PRIMARY KEY("market_id","date","product_id")
);
--> statement-breakpoint
CREATE TABLE "vegetable_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"class_id" integer NOT NULL,
	"unit" varchar(16) DEFAULT '元/公斤' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vegetable_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "vegetable_market_reports" ADD CONSTRAINT "vegetable_market_reports_market_id_vegetable_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."vegetable_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_prices" ADD CONSTRAINT "vegetable_prices_market_id_vegetable_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."vegetable_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_prices" ADD CONSTRAINT "vegetable_prices_product_id_vegetable_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vegetable_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_products" ADD CONSTRAINT "vegetable_products_class_id_vegetable_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vegetable_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vegetable_market_reports_market_week_uq" ON "vegetable_market_reports" USING btree ("market_id","week");--> statement-breakpoint
CREATE INDEX "vegetable_market_reports_week_idx" ON "vegetable_market_reports" USING btree ("week");--> statement-breakpoint
CREATE INDEX "vegetable_prices_product_date_idx" ON "vegetable_prices" USING btree ("product_id","date");--> statement-breakpoint
CREATE INDEX "vegetable_prices_date_idx" ON "vegetable_prices" USING btree ("date");--> statement-breakpoint
CREATE INDEX "vegetable_products_class_idx" ON "vegetable_products" USING btree ("class_id","sort");--> statement-breakpoint
-- Products are searched like articles (CONTRIBUTING "A searchable column"): 大白菜, dabaicai and dbc all find 大白菜.
ALTER TABLE "vegetable_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("name", "aliases", "pinyin", "initials")) STORED;
--> statement-breakpoint
CREATE INDEX "vegetable_products_search_trgm_idx" ON "vegetable_products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vegetable_products_search_grams_idx" ON "vegetable_products" USING gin (search_grams("search_text"));
