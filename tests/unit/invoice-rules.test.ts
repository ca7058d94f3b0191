/** Invoice request rules shared by the form and invoiceSubmit: which fields each type needs, messages, normalising. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVOICE_FIELDS,
  invoiceErrors,
  normalizeInvoice,
  parseIds,
  requiredInvoiceFields,
  type InvoiceFields,
} from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { invoiceSubmitSchema } from '#lib/commerce/validators.ts';
import { validateForm } from '#lib/form.ts';
import { invoicePayload, invoiceRules, type InvoiceValues } from '#islands/invoice/invoiceForm.ts';

const company: InvoiceFields = {
  ...EMPTY_INVOICE_FIELDS,
  title_type: 'company',
  title: '北京农信数据科技有限公司',
  tax_no: '91110108551385082Q',
  email: 'finance@example.com',
};
const special: InvoiceFields = {
  ...company,
  invoice_type: 'special',
  address: '北京市海淀区中关村大街1号',
  phone: '010-62345678',
  bank: '中国工商银行北京中关村支行',
  bank_account: '0200 0045 0902 1234 567',
};

describe('invoice rules', () => {
  it('asks a person for a name and an email only', () => {
    expect(requiredInvoiceFields('personal', 'ordinary')).toEqual(['title', 'email']);
    expect(invoiceErrors({ ...EMPTY_INVOICE_FIELDS, title: '张三', email: 'z@example.com' })).toEqual({});
    expect(invoiceErrors(EMPTY_INVOICE_FIELDS)).toEqual({
      title: INVOICE_MSG.personalTitle,
      email: INVOICE_MSG.emailRequired,
    });
  });

  it('asks a company for its credit code, checked', () => {
    expect(invoiceErrors(company)).toEqual({});
    expect(invoiceErrors({ ...company, tax_no: '' }).tax_no).toBe(INVOICE_MSG.taxNoRequired);
    expect(invoiceErrors({ ...company, tax_no: '91110108551385082R' }).tax_no).toBe(INVOICE_MSG.taxNoCheck);
    expect(invoiceErrors({ ...company, tax_no: '91110108551385O82Q' }).tax_no).toBe(INVOICE_MSG.taxNoChars);
    expect(invoiceErrors({ ...company, tax_no: '9111010855138508' }).tax_no).toBe(INVOICE_MSG.taxNoLength);
    expect(invoiceErrors({ ...company, title: ' ' }).title).toBe(INVOICE_MSG.companyTitle);
  });

  it('gives the special VAT invoice to companies only, with address, phone, bank and account', () => {
    expect(invoiceErrors(special)).toEqual({});
    expect(invoiceErrors({ ...special, title_type: 'personal' }).invoice_type).toBe(
      INVOICE_MSG.specialNeedsCompany,
    );
    const missing = invoiceErrors({ ...special, address: '', phone: '', bank: '', bank_account: '' });
    expect(missing).toEqual({
      address: INVOICE_MSG.addressRequired,
      phone: INVOICE_MSG.phoneRequired,
      bank: INVOICE_MSG.bankRequired,
      bank_account: INVOICE_MSG.bankAccountRequired,
    });
    expect(invoiceErrors({ ...special, bank_account: '12ab' }).bank_account).toBe(
      INVOICE_MSG.bankAccountInvalid,
    );
    expect(invoiceErrors({ ...special, phone: '电话' }).phone).toBe(INVOICE_MSG.phoneInvalid);
  });

  it('refuses unknown types and bad emails', () => {
    const odd = { ...company, title_type: 'x', invoice_type: 'y' } as unknown as InvoiceFields;
    expect(invoiceErrors(odd).title_type).toBe(INVOICE_MSG.titleTypeInvalid);
    expect(invoiceErrors(odd).invoice_type).toBe(INVOICE_MSG.invoiceTypeInvalid);
    expect(invoiceErrors({ ...company, email: 'finance@' }).email).toBe(INVOICE_MSG.emailInvalid);
  });

  it('normalises: trims, capitalises the code, empties fields the types do not use', () => {
    const n = normalizeInvoice({ ...special, invoice_type: 'ordinary', tax_no: ' 91110108551385082q ' });
    expect(n.tax_no).toBe('91110108551385082Q');
    expect([n.address, n.phone, n.bank, n.bank_account]).toEqual(['', '', '', '']);
    expect(normalizeInvoice({ ...company, title_type: 'personal', title: ' 张三 ' })).toMatchObject({
      title: '张三',
      tax_no: '',
    });
  });

  it('reads ids from "1,2", arrays and single numbers', () => {
    expect(parseIds('1,2,2, 3')).toEqual([1, 2, 3]);
    expect(parseIds([4, '5'])).toEqual([4, 5]);
    expect(parseIds(7)).toEqual([7]);
    expect(parseIds('1,x')).toBeNull();
    expect(parseIds('0')).toBeNull();
    expect(parseIds('-1')).toBeNull();
  });

  it('refuses an array, object or null where an id belongs, however deep, without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(5_000)}${']'.repeat(5_000)}`) as unknown;
    expect(parseIds(deep)).toBeNull();
    expect(parseIds([[2]])).toBeNull();
    expect(parseIds([{ id: 1 }])).toBeNull();
    expect(parseIds([1, null])).toBeNull();
  });

  it('the server schema applies the same rules and answers the first message', () => {
    const ok = invoiceSubmitSchema.safeParse({ ids: '2,1', ...company });
    expect(ok.success && ok.data.ids).toEqual([2, 1]);
    const none = invoiceSubmitSchema.safeParse({ ids: '', ...company });
    expect(none.error?.issues[0]?.message).toBe(INVOICE_MSG.noneChosen);
    const bad = invoiceSubmitSchema.safeParse({ ids: [1], ...company, tax_no: '91110108551385082R' });
    expect(bad.error?.issues[0]?.message).toBe(INVOICE_MSG.taxNoCheck);
    const many = invoiceSubmitSchema.safeParse({
      ids: Array.from({ length: 51 }, (_, i) => i + 1),
      ...company,
    });
    expect(many.error?.issues[0]?.message).toBe(INVOICE_MSG.tooMany(50));
  });
});

describe('the form rules match the server rules', () => {
  const samples: InvoiceFields[] = [
    EMPTY_INVOICE_FIELDS,
    { ...EMPTY_INVOICE_FIELDS, title: '张三', email: 'z@example.com' },
    company,
    { ...company, tax_no: '91110108551385082R' },
    { ...company, tax_no: 'abc' },
    { ...company, tax_no: '9111010855138508ZQ' },
    { ...company, email: 'bad' },
    special,
    { ...special, bank: '', phone: 'x' },
    { ...special, bank_account: '12' },
  ];
  it('gives every field the same message as invoiceErrors', () => {
    for (const v of samples) {
      const result = validateForm(invoiceRules(v.title_type, v.invoice_type), v as InvoiceValues);
      expect(result.errors, JSON.stringify(v)).toEqual(invoiceErrors(v));
    }
  });
  it('sends the chosen ids and trimmed fields', () => {
    expect(invoicePayload([3, 1], { ...company, title: ' 公司 ' } as InvoiceValues)).toMatchObject({
      ids: '3,1',
      title: '公司',
      title_type: 'company',
    });
  });
});
