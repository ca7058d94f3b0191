CREATE TABLE "indicator_series" (
	"indicator_id" integer NOT NULL,
	"region" varchar(6) NOT NULL,
	"len" integer NOT NULL,
	"cells" json NOT NULL,
	CONSTRAINT "indicator_series_indicator_id_region_len_pk" PRIMARY KEY("indicator_id","region","len")
);
--> statement-breakpoint
-- The series a statement on indicator_observations touched, rebuilt whole from the table (one aggregate per series),
-- and dropped when it holds no cell any more. Statement triggers with transition tables: an import of many rows pays
-- once per statement, not per row, and every writer (an old release's too) keeps the rollup in its own transaction.
CREATE FUNCTION "indicator_series_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k_ids integer[];
	k_regions varchar[];
	k_lens integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(t.indicator_id), array_agg(t.region), array_agg(t.len) INTO k_ids, k_regions, k_lens
		FROM (SELECT DISTINCT indicator_id, region, length(period) AS len FROM new_rows) t;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(t.indicator_id), array_agg(t.region), array_agg(t.len) INTO k_ids, k_regions, k_lens
		FROM (SELECT DISTINCT indicator_id, region, length(period) AS len FROM old_rows) t;
	ELSE
		SELECT array_agg(t.indicator_id), array_agg(t.region), array_agg(t.len) INTO k_ids, k_regions, k_lens
		FROM (
			SELECT indicator_id, region, length(period) AS len FROM new_rows
			UNION SELECT indicator_id, region, length(period) AS len FROM old_rows
		) t;
	END IF;
	IF k_ids IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "indicator_series" ("indicator_id", "region", "len", "cells")
	SELECT o.indicator_id, o.region, length(o.period),
		json_agg(json_build_array(o.period, o.value, o.flag, o.is_demo) ORDER BY o.period)
	FROM unnest(k_ids, k_regions, k_lens) AS k(indicator_id, region, len)
	JOIN "indicator_observations" o
		ON o.indicator_id = k.indicator_id AND o.region = k.region AND length(o.period) = k.len
	GROUP BY o.indicator_id, o.region, length(o.period)
	ON CONFLICT ("indicator_id", "region", "len") DO UPDATE SET "cells" = excluded."cells";
	DELETE FROM "indicator_series" s
	USING unnest(k_ids, k_regions, k_lens) AS k(indicator_id, region, len)
	WHERE s.indicator_id = k.indicator_id AND s.region = k.region AND s.len = k.len
		AND NOT EXISTS (
			SELECT 1 FROM "indicator_observations" o
			WHERE o.indicator_id = s.indicator_id AND o.region = s.region AND length(o.period) = s.len
		);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "indicator_series_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "indicator_series";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "indicator_series_insert" AFTER INSERT ON "indicator_observations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "indicator_series_refresh"();
--> statement-breakpoint
CREATE TRIGGER "indicator_series_update" AFTER UPDATE ON "indicator_observations"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "indicator_series_refresh"();
--> statement-breakpoint
CREATE TRIGGER "indicator_series_delete" AFTER DELETE ON "indicator_observations"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "indicator_series_refresh"();
--> statement-breakpoint
CREATE TRIGGER "indicator_series_truncate" AFTER TRUNCATE ON "indicator_observations"
	FOR EACH STATEMENT EXECUTE FUNCTION "indicator_series_clear"();
--> statement-breakpoint
-- The store as it stands (a new table: no row of a busy one locked, the observations only read).
INSERT INTO "indicator_series" ("indicator_id", "region", "len", "cells")
SELECT indicator_id, region, length(period), json_agg(json_build_array(period, value, flag, is_demo) ORDER BY period)
FROM "indicator_observations"
GROUP BY indicator_id, region, length(period);
