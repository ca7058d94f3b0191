/**
 * Invoices without zod: title and invoice types with their labels, the unified social credit code check
 * (GB 32100-2015), field limits and the rules the form island and the server schema both apply.
 */
import { isEmail } from '#lib/content/customOrder.ts';
import { INVOICE_MSG } from './messages.ts';
import type { OrderView } from './orders.ts';
import type { Paged } from '#lib/paging.ts';

export const TITLE_TYPES = ['personal', 'company'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
export const TITLE_TYPE_LABEL: Record<TitleType, string> = { personal: '个人', company: '企业' };

export const INVOICE_TYPES = ['ordinary', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABEL: Record<InvoiceType, string> = {
  ordinary: '增值税普通发票',
  special: '增值税专用发票',
};

export const INVOICE_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  requested: '待开票',
  issued: '已开票',
  rejected: '已驳回',
};

/** Column lengths of invoices / invoice_profiles (db/schema/commerce.ts): the form's maxLength and the server's max. */
export const INVOICE_LIMITS = {
  title: 100,
  taxNo: 18,
  address: 200,
  phone: 30,
  bank: 100,
  bankAccount: 40,
  email: 100,
  rejectReason: 200,
  /** Orders in one request. */
  orders: 50,
} as const;

/** GB 32100-2015 character set: digits and capitals without I, O, Z, S, V (31 characters, index = value). */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1–17: 3^(i) mod 31. */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character for the first 17 characters of a code, or null when one is outside the set. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** A unified social credit code: 18 characters of the set, the last one the computed check character. */
export function isCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return CREDIT_CODE_RE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** Why a credit code is not accepted, for a message that says what to fix. */
export function creditCodeProblem(value: string): 'length' | 'chars' | 'check' | null {
  const code = value.trim().toUpperCase();
  if (code.length !== 18) return 'length';
  if (!CREDIT_CODE_RE.test(code)) return 'chars';
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? null : 'check';
}

/** A VAT special invoice can only be made out to a company. */
export const specialAllowed = (titleType: TitleType): boolean => titleType === 'company';

/** Which fields a request needs, by title and invoice type (the form shows exactly these as required). */
export function requiredInvoiceFields(
  titleType: TitleType,
  invoiceType: InvoiceType,
): (keyof InvoiceFields)[] {
  const base: (keyof InvoiceFields)[] = ['title', 'email'];
  if (titleType === 'personal') return base;
  const company: (keyof InvoiceFields)[] = [...base, 'tax_no'];
  return invoiceType === 'special' ? [...company, 'address', 'phone', 'bank', 'bank_account'] : company;
}

/** The title fields of a request and of the remembered profile (getInvoiceInfo). */
export interface InvoiceFields {
  title_type: TitleType;
  invoice_type: InvoiceType;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  bank_account: string;
  email: string;
}

export const EMPTY_INVOICE_FIELDS: InvoiceFields = {
  title_type: 'personal',
  invoice_type: 'ordinary',
  title: '',
  tax_no: '',
  address: '',
  phone: '',
  bank: '',
  bank_account: '',
  email: '',
};

/** getInvoiceInfo: the title the member used last, or the empty default (`saved` false). */
export interface InvoiceInfo extends InvoiceFields {
  saved: boolean;
}

/** Phone of a special VAT invoice: a landline or mobile, digits with - ( ) space and an optional +. */
export const isInvoicePhone = (value: string): boolean => /^\+?[\d\s()-]{7,30}$/.test(value.trim());
/** Bank account: 8–40 digits, spaces and dashes allowed between groups. */
export const isBankAccount = (value: string): boolean => {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{8,32}$/.test(digits) && /^[\d\s-]+$/.test(value.trim());
};
export { isEmail };

/** One invoice request as the member and editors see it. */
export interface InvoiceView extends InvoiceFields {
  id: number;
  title_type_label: string;
  invoice_type_label: string;
  /** Fen: the sum of the orders' amounts when requested. */
  amount: number;
  status: InvoiceStatus;
  status_label: string;
  reject_reason: string;
  created_at: string;
  issued_at: string | null;
  /** The orders it was asked for (a rejected one's too, though they are free to be requested again). */
  orders: { id: number; order_no: string; title: string; amount: number }[];
  /** Issued: the member-only address of the invoice PDF. */
  file_url: string | null;
}

/** Editors see who asked as well. */
export interface AdminInvoiceView extends InvoiceView {
  uid: number;
  member: string;
  file_name: string | null;
}

/**
 * getInvoiceRequestList: the list of the tab asked for, and the other tab's total only (its list empty), so
 * both tab labels show a count. `ignored`: ids asked for that are not invoicable (form page).
 */
export interface InvoiceRequestList {
  tab: InvoiceTab;
  orders: Paged<OrderView>;
  invoices: Paged<InvoiceView>;
  ignored: number[];
}
export const INVOICE_TABS = ['orders', 'invoices'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** "1,2,3", [1,2] or "1" to the distinct positive ids, in the order given; null when any part is not an id. */
export function parseIds(value: unknown): number[] | null {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids: number[] = [];
  for (const part of parts) {
    // Only text or a number can be an id (String() of a deeply nested array overflows the stack).
    if (typeof part !== 'string' && typeof part !== 'number') return null;
    const text = String(part).trim();
    if (!/^\d{1,15}$/.test(text)) return null;
    const n = Number(text);
    if (n < 1 || !Number.isSafeInteger(n)) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

const FIELD_LABEL: Record<keyof InvoiceFields, string> = {
  title_type: '抬头类型',
  invoice_type: '发票类型',
  title: '发票抬头',
  tax_no: '统一社会信用代码',
  address: '注册地址',
  phone: '注册电话',
  bank: '开户银行',
  bank_account: '银行账号',
  email: '接收邮箱',
};
const LIMIT: Partial<Record<keyof InvoiceFields, number>> = {
  title: INVOICE_LIMITS.title,
  address: INVOICE_LIMITS.address,
  phone: INVOICE_LIMITS.phone,
  bank: INVOICE_LIMITS.bank,
  bank_account: INVOICE_LIMITS.bankAccount,
  email: INVOICE_LIMITS.email,
};
const REQUIRED_MSG: Partial<Record<keyof InvoiceFields, string>> = {
  tax_no: INVOICE_MSG.taxNoRequired,
  address: INVOICE_MSG.addressRequired,
  phone: INVOICE_MSG.phoneRequired,
  bank: INVOICE_MSG.bankRequired,
  bank_account: INVOICE_MSG.bankAccountRequired,
  email: INVOICE_MSG.emailRequired,
};
const TAX_NO_MSG = {
  length: INVOICE_MSG.taxNoLength,
  chars: INVOICE_MSG.taxNoChars,
  check: INVOICE_MSG.taxNoCheck,
};

const isTitleType = (v: unknown): v is TitleType => TITLE_TYPES.includes(v as TitleType);
const isInvoiceType = (v: unknown): v is InvoiceType => INVOICE_TYPES.includes(v as InvoiceType);

/** Format checks of a filled field (emptiness is the caller's business). */
function formatError(field: keyof InvoiceFields, value: string): string | null {
  const max = LIMIT[field];
  if (max !== undefined && value.length > max) return INVOICE_MSG.tooLong(FIELD_LABEL[field], max);
  if (field === 'tax_no') {
    const problem = creditCodeProblem(value);
    return problem ? TAX_NO_MSG[problem] : null;
  }
  if (field === 'phone') return isInvoicePhone(value) ? null : INVOICE_MSG.phoneInvalid;
  if (field === 'bank_account') return isBankAccount(value) ? null : INVOICE_MSG.bankAccountInvalid;
  if (field === 'email') return isEmail(value) ? null : INVOICE_MSG.emailInvalid;
  return null;
}

/**
 * The one rule set of a request: the message for `field`, or null. Fields the chosen types do not need are
 * not checked (and are cleared by normalizeInvoice).
 */
export function invoiceFieldError(field: keyof InvoiceFields, v: InvoiceFields): string | null {
  if (field === 'title_type') return isTitleType(v.title_type) ? null : INVOICE_MSG.titleTypeInvalid;
  if (field === 'invoice_type') {
    if (!isInvoiceType(v.invoice_type)) return INVOICE_MSG.invoiceTypeInvalid;
    return v.invoice_type === 'special' && v.title_type === 'personal'
      ? INVOICE_MSG.specialNeedsCompany
      : null;
  }
  const titleType = isTitleType(v.title_type) ? v.title_type : 'personal';
  const invoiceType = isInvoiceType(v.invoice_type) ? v.invoice_type : 'ordinary';
  const value = String(v[field] ?? '').trim();
  if (field === 'title' && !value)
    return titleType === 'company' ? INVOICE_MSG.companyTitle : INVOICE_MSG.personalTitle;
  if (!requiredInvoiceFields(titleType, invoiceType).includes(field)) return null;
  if (!value) return REQUIRED_MSG[field] ?? INVOICE_MSG.tooLong(FIELD_LABEL[field], 0);
  return formatError(field, value);
}

export const INVOICE_FIELD_NAMES = Object.keys(FIELD_LABEL) as (keyof InvoiceFields)[];

/** Every failing field of a request with its message; empty when the request may be sent. */
export function invoiceErrors(v: InvoiceFields): Partial<Record<keyof InvoiceFields, string>> {
  const errors: Partial<Record<keyof InvoiceFields, string>> = {};
  for (const field of INVOICE_FIELD_NAMES) {
    const message = invoiceFieldError(field, v);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Trimmed values, the credit code in capitals, and the fields the chosen types do not use emptied. */
export function normalizeInvoice(v: InvoiceFields): InvoiceFields {
  const needed = requiredInvoiceFields(v.title_type, v.invoice_type);
  const keep = (field: keyof InvoiceFields) => (needed.includes(field) ? String(v[field] ?? '').trim() : '');
  return {
    title_type: v.title_type,
    invoice_type: v.invoice_type,
    title: v.title.trim(),
    tax_no: keep('tax_no').toUpperCase(),
    address: keep('address'),
    phone: keep('phone'),
    bank: keep('bank'),
    bank_account: keep('bank_account'),
    email: v.email.trim(),
  };
}
