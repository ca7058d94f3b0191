-- List totals follow the content events (the public cache's tags, src/server/services/search/totals.ts): the table
-- generations bumped by triggers were a second signal of the same fact.
DROP TRIGGER IF EXISTS "articles_generation_insert" ON "articles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_generation_delete" ON "articles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_generation_update" ON "articles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_generation_truncate" ON "articles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_tags_generation_insert" ON "article_tags";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_tags_generation_delete" ON "article_tags";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_tags_generation_update" ON "article_tags";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_tags_generation_truncate" ON "article_tags";
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_table_generation_if_rows();
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_table_generation();
--> statement-breakpoint
DROP TABLE IF EXISTS "table_generations";
