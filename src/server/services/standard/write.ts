/**
 * Writes standards by their canonical number (the seed, the import): upsert, the numbers each replaced, and the
 * content events of every standard written and of its lineage neighbours before the write (the planner finds the
 * neighbours after it from these events; the old ones it can no longer see).
 */
import { inArray, sql } from 'drizzle-orm';
import { canonicalNumber, kindOf, numberForms, parseStandardNumber } from '#lib/standard/number.ts';
import type { StandardImportRow } from '#lib/standard/validators.ts';
import type { Db } from '#server/db/client.ts';
import { excluded } from '#server/db/excluded.ts';
import { standardReplaces, standards } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import { lineageIds } from './lineage.ts';

/** The table's columns of one checked row (its number already canonical). */
export function standardValues(r: StandardImportRow) {
  const n = parseStandardNumber(r.number)!;
  const kind = kindOf(n);
  return {
    number: canonicalNumber(n),
    prefix: n.prefix!,
    base: n.base!,
    code: n.code,
    year: n.year,
    type: kind.type,
    sub: kind.sub,
    numberForms: numberForms(n).join(' '),
    name: r.name,
    nameEn: r.name_en,
    issued: r.issued,
    effective: r.effective,
    withdrawn: r.withdrawn,
    ccs: r.ccs,
    ics: r.ics,
    department: r.department,
    committee: r.committee,
    drafters: r.drafters.join('|'),
    concerns: r.concerns.join('|'),
  };
}

/** Upsert on the number; `keep`: rows already there stay as they are (the seed on every start). */
async function upsert(db: Db, rows: StandardImportRow[], keep: boolean) {
  const values = rows.map(standardValues);
  const insert = db.insert(standards).values(values);
  const written = keep
    ? await insert
        .onConflictDoNothing({ target: standards.number })
        .returning({ id: standards.id, number: standards.number, inserted: sql<boolean>`true` })
    : await insert
        .onConflictDoUpdate({
          target: standards.number,
          set: {
            name: excluded(standards.name),
            nameEn: excluded(standards.nameEn),
            issued: excluded(standards.issued),
            effective: excluded(standards.effective),
            withdrawn: excluded(standards.withdrawn),
            ccs: excluded(standards.ccs),
            ics: excluded(standards.ics),
            department: excluded(standards.department),
            committee: excluded(standards.committee),
            drafters: excluded(standards.drafters),
            concerns: excluded(standards.concerns),
            updatedAt: sql`now()`,
          },
        })
        .returning({
          id: standards.id,
          number: standards.number,
          inserted: sql<boolean>`(xmax = 0)`,
        });
  return written;
}

/** The seed: standards not there yet, with their lineage; no events (it runs before anything is served). */
export async function seedStandardRows(db: Db, rows: StandardImportRow[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await upsert(db, rows, true);
  await writeReplaces(db, rows, written);
  return written.length;
}

async function writeReplaces(db: Db, rows: StandardImportRow[], written: { id: number; number: string }[]) {
  if (!written.length) return;
  const ids = new Map(written.map((w) => [w.number, w.id]));
  await db.delete(standardReplaces).where(inArray(standardReplaces.standardId, [...ids.values()]));
  const links = rows.flatMap((r) => {
    const id = ids.get(r.number);
    return id === undefined ? [] : r.replaces.map((replacedNumber) => ({ standardId: id, replacedNumber }));
  });
  if (links.length) await db.insert(standardReplaces).values(links).onConflictDoNothing();
}

/** The import's write: upsert, lineage, and the events of the rows and of their lineage neighbours before it. */
export async function writeStandards(db: Db, rows: StandardImportRow[], by: Actor) {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const before = await lineageIds(
    db,
    rows.map((r) => r.number),
  );
  const written = await upsert(db, rows, false);
  await writeReplaces(db, rows, written);
  const ids = new Set([...written.map((w) => w.id), ...before]);
  await logContentEvents(
    db,
    [...ids].map((id) => ({
      entity: CONTENT_ENTITY.standard,
      id,
      action: CONTENT_ACTION.update,
      uid: by.uid,
      at: by.now,
    })),
  );
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted };
}
