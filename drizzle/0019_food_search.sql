-- Foods are searched like vegetables (CONTRIBUTING "A searchable column"): 苹果, pingguo and pg all find 苹果.
ALTER TABLE "foods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("name", "aliases", "pinyin", "initials")) STORED;
--> statement-breakpoint
CREATE INDEX "foods_search_trgm_idx" ON "foods" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "foods_search_grams_idx" ON "foods" USING gin (search_grams("search_text"));
