/**
 * A member's consents (issue 30): recorded with the account that is created, asked again when a newer version is
 * in force than the member's last, and accepted again (`via = 'renew'`).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { consents, users } from '#server/db/schema/index.ts';
import { Refusal } from '#server/core/refusal.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import { LEGAL_DOCUMENTS, LEGAL_KINDS, type ConsentVersions, type LegalKind } from '#lib/legal/documents.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import type { ConsentDueItem } from '#lib/legal/types.ts';
import { versionsInForce } from './inForce.ts';

/** How the consent was given: a way of creating the account, or a renewal. */
export type ConsentVia = 'register' | 'sms' | 'wx' | 'qq' | 'bind' | 'renew';

/** One row per document in force, in the caller's transaction (that of the account being created). */
export async function recordConsents(
  db: Db,
  c: { uid: number; via: ConsentVia; ip: string; now: Date },
): Promise<void> {
  const inForce = await versionsInForce(db, c.now);
  const rows = [...inForce.values()].map((d) => ({
    uid: c.uid,
    kind: d.kind,
    version: d.version,
    via: c.via,
    ip: c.ip.slice(0, 64),
    createdAt: c.now,
  }));
  if (rows.length) await db.insert(consents).values(rows);
}

/** The documents whose version in force is newer than the member's last acceptance of that kind. */
export async function consentsDue(db: Db, uid: number, now: Date): Promise<ConsentDueItem[]> {
  const inForce = await versionsInForce(db, now);
  if (inForce.size === 0) return [];
  const accepted = await db
    .select({ kind: consents.kind, version: sql<number>`max(${consents.version})::int` })
    .from(consents)
    .where(eq(consents.uid, uid))
    .groupBy(consents.kind);
  const last = new Map(accepted.map((a) => [a.kind, a.version]));
  return LEGAL_KINDS.flatMap((kind) => {
    const doc = inForce.get(kind);
    if (!doc || (last.get(kind) ?? 0) >= doc.version) return [];
    return [
      {
        kind,
        title: LEGAL_DOCUMENTS[kind].title,
        path: LEGAL_DOCUMENTS[kind].path,
        version: doc.version,
        summary: doc.summary,
        effective_at: chinaDate(doc.effectiveAt),
      },
    ];
  });
}

/**
 * Whether any version in force is newer than the member's consents, as one SQL expression: what every member call
 * asks (requireUser), so getProfile reads it in its one query (users.ts profileForToken).
 */
// Written with its own aliases: Drizzle leaves a column's table out in some selects, which would make `kind` ambiguous.
export const consentDueSql = (uid: SQL, now: Date) => sql<boolean>`exists(
  select 1 from legal_documents d
  where d.published_at is not null and d.effective_at <= ${now.toISOString()}::timestamptz
    and d.version > coalesce((select max(c.version) from consents c where c.uid = ${uid} and c.kind = d.kind), 0)
)`;

export async function hasConsentDue(db: Db, uid: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ due: consentDueSql(sql`${users.uid}`, now) })
    .from(users)
    .where(eq(users.uid, uid));
  return row?.due === true;
}

/**
 * The member accepts the versions they were shown. Each must still be the one in force (another may have been
 * published while the prompt was open); every document due must be accepted.
 */
export async function acceptRenewal(
  db: Db,
  c: { uid: number; shown: Partial<ConsentVersions>; ip: string; now: Date },
): Promise<void> {
  const due = await consentsDue(db, c.uid, c.now);
  if (due.length === 0) throw new Refusal(LEGAL_MSG.nothingToAccept);
  for (const d of due) if (c.shown[d.kind] !== d.version) throw new Refusal(LEGAL_MSG.versionChanged);
  await db.insert(consents).values(
    due.map((d) => ({
      uid: c.uid,
      kind: d.kind as LegalKind,
      version: d.version,
      via: 'renew',
      ip: c.ip.slice(0, 64),
      createdAt: c.now,
    })),
  );
}
