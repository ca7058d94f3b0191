/** The invoice title a member used last: getInvoiceInfo answers it, every request saves it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceProfiles } from '../../db/schema.ts';
import {
  EMPTY_INVOICE_FIELDS,
  type InvoiceFields,
  type InvoiceInfo,
  type InvoiceType,
  type TitleType,
} from '../../../lib/invoice.ts';

export async function invoiceInfoOf(db: Db, uid: number): Promise<InvoiceInfo> {
  const [row] = await db.select().from(invoiceProfiles).where(eq(invoiceProfiles.uid, uid)).limit(1);
  if (!row) return { ...EMPTY_INVOICE_FIELDS, saved: false };
  return {
    title_type: row.titleType as TitleType,
    invoice_type: row.invoiceType as InvoiceType,
    title: row.title,
    tax_no: row.taxNo,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    bank_account: row.bankAccount,
    email: row.email,
    saved: true,
  };
}

/** Insert or replace the member's profile with the fields of their latest request. */
export async function saveInvoiceInfo(db: Db, uid: number, f: InvoiceFields, now: Date): Promise<void> {
  const values = {
    titleType: f.title_type,
    invoiceType: f.invoice_type,
    title: f.title,
    taxNo: f.tax_no,
    address: f.address,
    phone: f.phone,
    bank: f.bank,
    bankAccount: f.bank_account,
    email: f.email,
    updatedAt: now,
  };
  await db
    .insert(invoiceProfiles)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: invoiceProfiles.uid, set: values });
}
