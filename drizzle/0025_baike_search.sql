-- 百科 entries are searched like foods (CONTRIBUTING "A searchable column"): title, qualifier, aliases, pinyin, initials
-- and the summary, so 小麦, 麦子, xiaomai and xm all find 小麦. The aliases' JSON text folds to its words and quotes.
ALTER TABLE "baike_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("title", "qualifier", "aliases"::text, "pinyin", "initials", "summary")) STORED;
--> statement-breakpoint
CREATE INDEX "baike_entries_search_trgm_idx" ON "baike_entries" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "baike_entries_search_grams_idx" ON "baike_entries" USING gin (search_grams("search_text"));
--> statement-breakpoint
-- An alias typed exactly lands on its entry: aliases @> '["麦子"]'.
CREATE INDEX "baike_entries_aliases_idx" ON "baike_entries" USING gin ("aliases" jsonb_path_ops);
