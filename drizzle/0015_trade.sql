CREATE TABLE "trade_flows" (
	"month" varchar(7) NOT NULL,
	"hs6" varchar(6) NOT NULL,
	"partner" varchar(3) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"value_usd" bigint NOT NULL,
	"value_rmb" bigint NOT NULL,
	"quantity" numeric(16, 1),
	"unit" varchar(6) DEFAULT '千克' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trade_flows_month_hs6_partner_direction_pk" PRIMARY KEY("month","hs6","partner","direction")
);
--> statement-breakpoint
CREATE TABLE "trade_hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"parent" varchar(6),
	"level" smallint NOT NULL,
	"section" varchar(4) NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_hs_sections" (
	"section" varchar(4) PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_months" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"usd_rmb" numeric(8, 4) NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_partners" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"iso3" varchar(3) NOT NULL,
	"name_zh" text NOT NULL,
	"continent" varchar(8) NOT NULL,
	"map_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "trade_partners_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "trade_permitted_origins" (
	"group" varchar(8) NOT NULL,
	"product" varchar(12) NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "trade_permitted_origins_product_iso2_pk" PRIMARY KEY("product","iso2")
);
--> statement-breakpoint
CREATE TABLE "trade_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"customs" varchar(20) NOT NULL,
	"province" varchar(12) NOT NULL,
	"kind" varchar(4) NOT NULL,
	CONSTRAINT "trade_ports_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trade_reference_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_supervision_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"port" varchar(40) NOT NULL,
	"province" varchar(12) NOT NULL,
	CONSTRAINT "trade_supervision_places_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trade_tariff_rates" (
	"code" varchar(6) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"agreement" varchar(40) DEFAULT '' NOT NULL,
	"rate" numeric(6, 2) NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trade_tariff_rates_code_kind_agreement_pk" PRIMARY KEY("code","kind","agreement")
);
--> statement-breakpoint
ALTER TABLE "trade_flows" ADD CONSTRAINT "trade_flows_hs6_trade_hs_codes_code_fk" FOREIGN KEY ("hs6") REFERENCES "public"."trade_hs_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_flows" ADD CONSTRAINT "trade_flows_partner_trade_partners_code_fk" FOREIGN KEY ("partner") REFERENCES "public"."trade_partners"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_permitted_origins" ADD CONSTRAINT "trade_permitted_origins_iso2_trade_partners_iso2_fk" FOREIGN KEY ("iso2") REFERENCES "public"."trade_partners"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tariff_rates" ADD CONSTRAINT "trade_tariff_rates_code_trade_hs_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."trade_hs_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_flows_hs6_idx" ON "trade_flows" USING btree ("hs6","direction","month");--> statement-breakpoint
CREATE INDEX "trade_flows_partner_idx" ON "trade_flows" USING btree ("partner","direction","month");--> statement-breakpoint
CREATE INDEX "trade_hs_codes_parent_idx" ON "trade_hs_codes" USING btree ("parent","code");--> statement-breakpoint
CREATE INDEX "trade_permitted_origins_iso2_idx" ON "trade_permitted_origins" USING btree ("iso2");