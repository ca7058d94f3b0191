-- HS codes are searched like articles (CONTRIBUTING "A searchable column"): 大豆, dadou and dd find 1201 (the English texts are long and nobody types them: they stay out).
ALTER TABLE "trade_hs_codes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("name_zh", "pinyin", "initials")) STORED;
--> statement-breakpoint
CREATE INDEX "trade_hs_codes_search_trgm_idx" ON "trade_hs_codes" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "trade_hs_codes_search_grams_idx" ON "trade_hs_codes" USING gin (search_grams("search_text"));
--> statement-breakpoint
-- Code prefixes (0201, 12019) go by this index whatever the database's collation.
CREATE INDEX "trade_hs_codes_code_prefix_idx" ON "trade_hs_codes" ("code" varchar_pattern_ops);
