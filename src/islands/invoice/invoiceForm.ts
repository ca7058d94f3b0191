/**
 * The invoice form's rules for the form mechanism (lib/form.ts), built from lib/commerce/invoice.ts for the chosen title
 * and invoice type: the same required fields, predicates and messages as the server's invoiceSubmitSchema.
 */
import type { Rule, Rules } from '#lib/form.ts';
import {
  creditCodeProblem,
  EMPTY_INVOICE_FIELDS,
  invoiceFieldError,
  isBankAccount,
  isEmail,
  isInvoicePhone,
  requiredInvoiceFields,
  type InvoiceFields,
  type InvoiceType,
  type TitleType,
} from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';

export type InvoiceValues = InvoiceFields & Record<string, unknown>;
type Field = keyof InvoiceFields;

const text = (v: unknown) => String(v ?? '');

/** Format rules of filled fields; a rule per message so each error says what to fix. */
const FORMAT: Partial<Record<Field, Rule<InvoiceValues>[]>> = {
  tax_no: [
    {
      message: INVOICE_MSG.taxNoLength,
      trigger: 'blur',
      validator: (v) => creditCodeProblem(text(v)) !== 'length',
    },
    {
      message: INVOICE_MSG.taxNoChars,
      trigger: 'blur',
      validator: (v) => creditCodeProblem(text(v)) !== 'chars',
    },
    {
      message: INVOICE_MSG.taxNoCheck,
      trigger: 'blur',
      validator: (v) => creditCodeProblem(text(v)) !== 'check',
    },
  ],
  phone: [{ message: INVOICE_MSG.phoneInvalid, trigger: 'blur', validator: (v) => isInvoicePhone(text(v)) }],
  bank_account: [
    { message: INVOICE_MSG.bankAccountInvalid, trigger: 'blur', validator: (v) => isBankAccount(text(v)) },
  ],
  email: [{ message: INVOICE_MSG.emailInvalid, trigger: 'blur', validator: (v) => isEmail(text(v)) }],
};

/** The message an empty required field gets for these types (a person's title asks for a name). */
const requiredMessage = (field: Field, titleType: TitleType, invoiceType: InvoiceType): string =>
  invoiceFieldError(field, { ...EMPTY_INVOICE_FIELDS, title_type: titleType, invoice_type: invoiceType }) ??
  '';

/** Rules for the fields these types need; the others are hidden and not checked. */
export function invoiceRules(titleType: TitleType, invoiceType: InvoiceType): Rules<InvoiceValues> {
  const rules: Rules<InvoiceValues> = {
    invoice_type: [
      {
        message: INVOICE_MSG.specialNeedsCompany,
        validator: (v, values) => !(v === 'special' && values.title_type === 'personal'),
      },
    ],
  };
  for (const field of requiredInvoiceFields(titleType, invoiceType)) {
    rules[field] = [
      { required: true, message: requiredMessage(field, titleType, invoiceType), trigger: 'blur' },
      ...(FORMAT[field] ?? []),
    ];
  }
  return rules;
}

/** What invoiceSubmit receives: the chosen ids and the fields, trimmed (the server clears unused ones). */
export function invoicePayload(ids: number[], values: InvoiceValues): Record<string, string> {
  const payload: Record<string, string> = { ids: ids.join(',') };
  for (const field of Object.keys(EMPTY_INVOICE_FIELDS) as Field[])
    payload[field] = text(values[field]).trim();
  return payload;
}
