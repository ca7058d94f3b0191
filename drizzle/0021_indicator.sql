CREATE TABLE "indicator_domains" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_observations" (
	"indicator_id" integer NOT NULL,
	"region" varchar(6) NOT NULL,
	"period" varchar(7) NOT NULL,
	"value" double precision NOT NULL,
	"flag" varchar(10) DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "indicator_observations_indicator_id_region_period_pk" PRIMARY KEY("indicator_id","region","period")
);
--> statement-breakpoint
CREATE TABLE "indicator_reference_version" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"version" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"source" varchar(60) DEFAULT '' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indicator_observations" ADD CONSTRAINT "indicator_observations_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_domain_id_indicator_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."indicator_domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_observations_region_idx" ON "indicator_observations" USING btree ("region","period");--> statement-breakpoint
CREATE INDEX "indicators_domain_idx" ON "indicators" USING btree ("domain_id");