CREATE TABLE "ast_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(20) NOT NULL,
	"name" varchar(40) NOT NULL,
	"indicator_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ast_topics" ADD CONSTRAINT "ast_topics_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ast_topics_category_name_idx" ON "ast_topics" USING btree ("category","name");--> statement-breakpoint
CREATE INDEX "ast_topics_indicator_idx" ON "ast_topics" USING btree ("indicator_id");