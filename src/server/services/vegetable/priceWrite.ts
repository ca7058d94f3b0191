/**
 * Daily prices written in bulk: one multi-row upsert per chunk on (market, date, product), then the class index of
 * the weeks touched and one `vegetable` content event, so cached answers and the list page follow.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { excluded } from '#server/db/excluded.ts';
import { vegetablePrices } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import { writeIndexWeeks } from './indexWeeks.ts';

export interface PriceRecord {
  marketId: number;
  productId: number;
  date: string;
  low: number;
  avg: number;
  high: number;
  volume?: number | null;
  origin?: string | null;
}

/** Rows per statement: 9 parameters a row, far under PostgreSQL's 65,535. */
const CHUNK = 1_000;

/** Upsert the rows (a blank volume or origin keeps the one stored); counts new and replaced rows. */
export async function upsertPrices(
  tx: Db,
  rows: PriceRecord[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const written = await tx
      .insert(vegetablePrices)
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          marketId: r.marketId,
          productId: r.productId,
          date: r.date,
          low: r.low,
          avg: r.avg,
          high: r.high,
          volume: r.volume ?? null,
          origin: r.origin ?? null,
          isDemo: false,
        })),
      )
      .onConflictDoUpdate({
        target: [vegetablePrices.marketId, vegetablePrices.date, vegetablePrices.productId],
        set: {
          low: excluded(vegetablePrices.low),
          avg: excluded(vegetablePrices.avg),
          high: excluded(vegetablePrices.high),
          volume: sql`coalesce(excluded."volume", ${vegetablePrices.volume})`,
          origin: sql`coalesce(excluded."origin", ${vegetablePrices.origin})`,
          isDemo: sql`false`,
        },
      })
      // xmax is 0 for a row this statement inserted, the updating transaction's id for one it replaced.
      .returning({ fresh: sql<boolean>`(xmax = 0)` });
    inserted += written.filter((w) => w.fresh).length;
  }
  return { inserted, updated: rows.length - inserted };
}

/** Serialises the rebuild of index weeks across processes (PostgreSQL; PGlite runs one transaction at a time). */
const INDEX_LOCK = 0x7665675f6978; // 'veg_ix'

/** After prices were written: the index weeks they touch and the content event (entity id: the market, 0 for many). */
export async function afterPrices(tx: Db, rows: PriceRecord[], by: Actor): Promise<number> {
  if (!rows.length) return 0;
  let from = rows[0]!.date;
  let to = from;
  const markets = new Set<number>();
  for (const r of rows) {
    if (r.date < from) from = r.date;
    if (r.date > to) to = r.date;
    markets.add(r.marketId);
  }
  // Two writers of one week would each rebuild it from what they saw: the second waits, then sees the first's prices.
  await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK}::bigint)`);
  const indexRows = await writeIndexWeeks(tx, from, to);
  await logContentEvent(tx, {
    entity: CONTENT_ENTITY.vegetable,
    id: markets.size === 1 ? [...markets][0]! : 0,
    action: CONTENT_ACTION.update,
    uid: by.uid,
    at: by.now,
  });
  return indexRows;
}
