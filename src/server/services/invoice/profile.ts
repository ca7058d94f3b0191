/** The invoice title a member used last: getInvoiceInfo answers it, every request saves it. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invoiceProfiles } from '#server/db/schema/index.ts';
import { EMPTY_INVOICE_FIELDS, type InvoiceFields, type InvoiceInfo } from '#lib/commerce/invoice.ts';
import { titleColumns, titleFields } from './title.ts';

export async function invoiceInfoOf(db: Db, uid: number): Promise<InvoiceInfo> {
  const [row] = await db.select().from(invoiceProfiles).where(eq(invoiceProfiles.uid, uid)).limit(1);
  if (!row) return { ...EMPTY_INVOICE_FIELDS, saved: false };
  return { ...titleFields(row), saved: true };
}

/** Insert or replace the member's profile with the fields of their latest request. */
export async function saveInvoiceInfo(db: Db, uid: number, f: InvoiceFields, now: Date): Promise<void> {
  const values = { ...titleColumns(f), updatedAt: now };
  await db
    .insert(invoiceProfiles)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: invoiceProfiles.uid, set: values });
}
