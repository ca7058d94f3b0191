ALTER TABLE "trade_hs_codes" ADD COLUMN "aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Common trade names join the searched document (豆粕 finds 2304; 大豆 also finds 1507 大豆油 and 2304 大豆粕); the indexes go with the column and come back.
ALTER TABLE "trade_hs_codes" DROP COLUMN "search_text";
--> statement-breakpoint
ALTER TABLE "trade_hs_codes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("name_zh", "aliases", "pinyin", "initials")) STORED;
--> statement-breakpoint
CREATE INDEX "trade_hs_codes_search_trgm_idx" ON "trade_hs_codes" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "trade_hs_codes_search_grams_idx" ON "trade_hs_codes" USING gin (search_grams("search_text"));
