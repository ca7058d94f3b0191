CREATE TABLE "trade_flow_months" (
	"hs6" varchar(6) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"month" varchar(7) NOT NULL,
	"value_usd" bigint NOT NULL,
	"value_rmb" bigint NOT NULL,
	"quantity" numeric(20, 1),
	"rows" integer NOT NULL,
	"all_quantified" boolean NOT NULL,
	"min_unit" varchar(6) NOT NULL,
	"max_unit" varchar(6) NOT NULL,
	"known_unit" varchar(6),
	"is_demo" boolean NOT NULL,
	CONSTRAINT "trade_flow_months_hs6_direction_month_pk" PRIMARY KEY("hs6","direction","month")
);
--> statement-breakpoint
-- The product-months a statement on trade_flows touched, summed again from the table (the (hs6, direction, month)
-- index), and dropped when no flow is left. Statement triggers with transition tables, as indicator_series (0030).
CREATE FUNCTION "trade_flow_months_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k_hs6 varchar[];
	k_directions varchar[];
	k_months varchar[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(t.hs6), array_agg(t.direction), array_agg(t.month) INTO k_hs6, k_directions, k_months
		FROM (SELECT DISTINCT hs6, direction, month FROM new_rows) t;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(t.hs6), array_agg(t.direction), array_agg(t.month) INTO k_hs6, k_directions, k_months
		FROM (SELECT DISTINCT hs6, direction, month FROM old_rows) t;
	ELSE
		SELECT array_agg(t.hs6), array_agg(t.direction), array_agg(t.month) INTO k_hs6, k_directions, k_months
		FROM (SELECT hs6, direction, month FROM new_rows UNION SELECT hs6, direction, month FROM old_rows) t;
	END IF;
	IF k_hs6 IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "trade_flow_months" ("hs6", "direction", "month", "value_usd", "value_rmb", "quantity", "rows",
		"all_quantified", "min_unit", "max_unit", "known_unit", "is_demo")
	SELECT f.hs6, f.direction, f.month, sum(f.value_usd), sum(f.value_rmb), sum(f.quantity), count(*),
		bool_and(f.quantity IS NOT NULL), min(f.unit), max(f.unit),
		min(CASE WHEN f.quantity IS NULL THEN NULL ELSE f.unit END), bool_or(f.is_demo)
	FROM unnest(k_hs6, k_directions, k_months) AS k(hs6, direction, month)
	JOIN "trade_flows" f ON f.hs6 = k.hs6 AND f.direction = k.direction AND f.month = k.month
	GROUP BY f.hs6, f.direction, f.month
	ON CONFLICT ("hs6", "direction", "month") DO UPDATE SET "value_usd" = excluded."value_usd",
		"value_rmb" = excluded."value_rmb", "quantity" = excluded."quantity", "rows" = excluded."rows",
		"all_quantified" = excluded."all_quantified", "min_unit" = excluded."min_unit", "max_unit" = excluded."max_unit",
		"known_unit" = excluded."known_unit", "is_demo" = excluded."is_demo";
	DELETE FROM "trade_flow_months" s
	USING unnest(k_hs6, k_directions, k_months) AS k(hs6, direction, month)
	WHERE s.hs6 = k.hs6 AND s.direction = k.direction AND s.month = k.month
		AND NOT EXISTS (
			SELECT 1 FROM "trade_flows" f WHERE f.hs6 = s.hs6 AND f.direction = s.direction AND f.month = s.month
		);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "trade_flow_months_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "trade_flow_months";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trade_flow_months_insert" AFTER INSERT ON "trade_flows"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_flow_months_refresh"();
--> statement-breakpoint
CREATE TRIGGER "trade_flow_months_update" AFTER UPDATE ON "trade_flows"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_flow_months_refresh"();
--> statement-breakpoint
CREATE TRIGGER "trade_flow_months_delete" AFTER DELETE ON "trade_flows"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_flow_months_refresh"();
--> statement-breakpoint
CREATE TRIGGER "trade_flow_months_truncate" AFTER TRUNCATE ON "trade_flows"
	FOR EACH STATEMENT EXECUTE FUNCTION "trade_flow_months_clear"();
--> statement-breakpoint
-- The flows as they stand (a new table: trade_flows only read).
INSERT INTO "trade_flow_months" ("hs6", "direction", "month", "value_usd", "value_rmb", "quantity", "rows",
	"all_quantified", "min_unit", "max_unit", "known_unit", "is_demo")
SELECT hs6, direction, month, sum(value_usd), sum(value_rmb), sum(quantity), count(*), bool_and(quantity IS NOT NULL),
	min(unit), max(unit), min(CASE WHEN quantity IS NULL THEN NULL ELSE unit END), bool_or(is_demo)
FROM "trade_flows"
GROUP BY hs6, direction, month;
