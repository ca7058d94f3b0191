/** An invoice title between the API's fields and the columns (requests and the remembered title share both). */
import type { InvoiceFields, InvoiceType, TitleType } from '#lib/commerce/invoice.ts';

interface TitleColumns {
  titleType: string;
  invoiceType: string;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
  email: string;
}

export const titleColumns = (f: InvoiceFields): TitleColumns => ({
  titleType: f.title_type,
  invoiceType: f.invoice_type,
  title: f.title,
  taxNo: f.tax_no,
  address: f.address,
  phone: f.phone,
  bank: f.bank,
  bankAccount: f.bank_account,
  email: f.email,
});

export const titleFields = (row: TitleColumns): InvoiceFields => ({
  title_type: row.titleType as TitleType,
  invoice_type: row.invoiceType as InvoiceType,
  title: row.title,
  tax_no: row.taxNo,
  address: row.address,
  phone: row.phone,
  bank: row.bank,
  bank_account: row.bankAccount,
  email: row.email,
});
