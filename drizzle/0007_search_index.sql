-- Search that uses an index (src/server/services/search/, CONTRIBUTING "A searchable column"): a folded document
-- per row, trigrams for 3+ character keywords, single characters and pairs for 1–2 character ones.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Keep in step with foldSearchText (src/lib/search/normalise.ts): NFKC (full-width → half-width), ASCII lower case, one space.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(translate(normalize(t, NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The searchable text of a row: its fields folded, one per line, so that no keyword spans two fields. Qualified:
-- PostgreSQL 17 builds indexes with search_path = pg_catalog.
CREATE FUNCTION search_doc(VARIADIC parts text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(public.search_fold(p), E'\n'), '') FROM unnest(parts) AS p
$$;
--> statement-breakpoint
-- Every character and every pair of neighbouring characters of a document (GIN keeps each once). Pairs with a space
-- or a line break are never asked for: a keyword has none.
CREATE FUNCTION search_grams(doc text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_to_array(doc, NULL) || ARRAY(SELECT substr(doc, i, 2) FROM generate_series(1, length(doc) - 1) AS i)
$$;
--> statement-breakpoint
-- Computing a document or its grams costs far more than reading a row: the planner must never choose to do it per row.
ALTER FUNCTION search_grams(text) COST 100000;
--> statement-breakpoint
-- Stored, so that a trigram match's recheck and a small table's scan read it instead of folding again. Not in the
-- Drizzle schema: nothing selects it; searchText() in src/server/services/search/match.ts names it.
ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_doc("title", "summary")) STORED;
--> statement-breakpoint
-- After a bulk write, analyze() (src/server/services/search/analyze.ts) vacuums: the planner prices an unmerged GIN
-- pending list so high that it scans the table instead.
CREATE INDEX "articles_search_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_search_grams_idx" ON "articles" USING gin (search_grams("search_text"));
--> statement-breakpoint
-- List totals are cached per table generation (src/server/services/search/totals.ts): a write that changes what a
-- list counts bumps its table's number. View counts, other columns and statements that touch no row do not.
CREATE TABLE "table_generations" ("name" text PRIMARY KEY, "n" bigint NOT NULL DEFAULT 0);
--> statement-breakpoint
CREATE FUNCTION bump_table_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_generations AS g (name, n) VALUES (TG_TABLE_NAME, 1) ON CONFLICT (name) DO UPDATE SET n = g.n + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per bulk insert or delete, and only when it touched a row (a refused write that matched none changes nothing).
CREATE FUNCTION bump_table_generation_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO table_generations AS g (name, n) VALUES (TG_TABLE_NAME, 1) ON CONFLICT (name) DO UPDATE SET n = g.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_generation_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation_if_rows();
--> statement-breakpoint
CREATE TRIGGER "articles_generation_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation_if_rows();
--> statement-breakpoint
CREATE TRIGGER "articles_generation_update" AFTER UPDATE OF "status", "kind", "column_id", "category_id", "published_at" ON "articles" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."column_id" IS DISTINCT FROM NEW."column_id"
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."published_at" IS DISTINCT FROM NEW."published_at")
  EXECUTE FUNCTION bump_table_generation();
--> statement-breakpoint
CREATE TRIGGER "articles_generation_truncate" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation();
--> statement-breakpoint
CREATE TRIGGER "article_tags_generation_insert" AFTER INSERT ON "article_tags" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation_if_rows();
--> statement-breakpoint
CREATE TRIGGER "article_tags_generation_delete" AFTER DELETE ON "article_tags" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation_if_rows();
--> statement-breakpoint
CREATE TRIGGER "article_tags_generation_update" AFTER UPDATE ON "article_tags" FOR EACH ROW EXECUTE FUNCTION bump_table_generation();
--> statement-breakpoint
CREATE TRIGGER "article_tags_generation_truncate" AFTER TRUNCATE ON "article_tags" FOR EACH STATEMENT EXECUTE FUNCTION bump_table_generation();
--> statement-breakpoint
-- Statistics for a database that had content before this migration (a new one gets them from analyze() after seeding).
ANALYZE "articles";
