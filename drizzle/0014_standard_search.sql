-- Standards are searched like articles (CONTRIBUTING "A searchable column"): number forms (GB/T 2763-2021,
-- GBT2763-2021), Chinese and English titles. Typed numbers go by the code column first (services/standard/search.ts).
ALTER TABLE "standards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("number_forms", "name", "name_en")) STORED;
--> statement-breakpoint
CREATE INDEX "standards_search_trgm_idx" ON "standards" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "standards_search_grams_idx" ON "standards" USING gin (search_grams("search_text"));
