CREATE TABLE "standard_replaces" (
	"standard_id" integer NOT NULL,
	"replaced_number" varchar(60) NOT NULL,
	CONSTRAINT "standard_replaces_standard_id_replaced_number_pk" PRIMARY KEY("standard_id","replaced_number")
);
--> statement-breakpoint
CREATE TABLE "standard_status_days" (
	"day" date PRIMARY KEY NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(60) NOT NULL,
	"prefix" varchar(24) NOT NULL,
	"base" varchar(24) NOT NULL,
	"code" varchar(24) NOT NULL,
	"year" varchar(4),
	"type" varchar(12) NOT NULL,
	"sub" varchar(24) NOT NULL,
	"number_forms" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"issued" date,
	"effective" date,
	"withdrawn" date,
	"ccs" varchar(16) DEFAULT '' NOT NULL,
	"ics" varchar(32) DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"committee" text DEFAULT '' NOT NULL,
	"drafters" text DEFAULT '' NOT NULL,
	"concerns" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "standard_replaces" ADD CONSTRAINT "standard_replaces_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standard_replaces_number_idx" ON "standard_replaces" USING btree ("replaced_number");--> statement-breakpoint
CREATE INDEX "standards_code_idx" ON "standards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "standards_type_idx" ON "standards" USING btree ("type","sub");--> statement-breakpoint
CREATE INDEX "standards_effective_idx" ON "standards" USING btree ("effective");--> statement-breakpoint
CREATE INDEX "standards_withdrawn_idx" ON "standards" USING btree ("withdrawn");