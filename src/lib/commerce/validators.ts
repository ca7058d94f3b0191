/** Commerce rules: orders, payment, invoices, and editors' plans and score rules. Amounts are never read from the client. */
import { z } from 'zod';
import { INVOICE_MSG, ORDER_MSG, PAY_MSG, SCORE_MSG } from './messages.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import {
  blankToUndefined,
  digitToNumber,
  flag,
  idSchema,
  optionalId,
  pagingSchema,
  wholeIn,
} from '#lib/shared/validators.ts';
import { ITEM_TYPES, ORDER_STATUSES, PAY_CHANNELS, PLAN_KINDS } from './orders.ts';
import {
  INVOICE_FIELD_NAMES,
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  INVOICE_TABS,
  invoiceErrors,
  normalizeInvoice,
  parseIds,
  type InvoiceFields,
} from './invoice.ts';
import { yuanToFen } from './price.ts';
import { benefitLines, PLAN_LIMITS, SCORE_LIMITS, SCORE_RULE_KEYS } from './scoreRules.ts';

const itemType = z.enum(ITEM_TYPES, { error: ORDER_MSG.itemGone });
const orderStatus = z.enum(ORDER_STATUSES, { error: ORDER_MSG.statusInvalid });
const payChannel = z.enum(PAY_CHANNELS, { error: PAY_MSG.channelInvalid });

/** An item to buy: `type` is vip | vegetable (id a plan) | report | product. */
export const orderItemSchema = z.object({ id: idSchema, type: itemType });
export const orderSubmitSchema = orderItemSchema.extend({
  channel: z.preprocess(blankToUndefined, payChannel.optional()),
});
export const createOrderForVipSchema = z.object({
  id: idSchema,
  channel: z.preprocess(blankToUndefined, payChannel.optional()),
});
export const orderListSchema = pagingSchema.extend({
  status: z.preprocess(blankToUndefined, orderStatus.optional()),
});
export const payChannelSchema = z.object({ id: idSchema, channel: payChannel });
export const planListSchema = z.object({
  kind: z.enum(PLAN_KINDS, { error: ORDER_MSG.planGone }).default('vip'),
});

// Invoices: the rules live zod-free in lib/commerce/invoice.ts, shared with the form island.

/** "1,2", [1, 2] or 1: the distinct order ids of one request. */
const invoiceIds = z.unknown().transform((v, ctx) => {
  const ids = v === undefined || v === null || v === '' ? [] : parseIds(v);
  if (ids === null) {
    ctx.addIssue({ code: 'custom', message: INVOICE_MSG.idsInvalid });
    return z.NEVER;
  }
  if (ids.length > INVOICE_LIMITS.orders) {
    ctx.addIssue({ code: 'custom', message: INVOICE_MSG.tooMany(INVOICE_LIMITS.orders) });
    return z.NEVER;
  }
  return ids;
});

export const invoiceRequestListSchema = pagingSchema.extend({
  tab: z.preprocess(blankToUndefined, z.enum(INVOICE_TABS).default('orders')),
  /** The form page: only these orders (the ones not invoicable come back in `ignored`). */
  ids: invoiceIds.optional(),
});

const invoiceText = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().max(1000));

export const invoiceSubmitSchema = z
  .object({
    ids: invoiceIds,
    title_type: invoiceText,
    invoice_type: invoiceText,
    title: invoiceText,
    tax_no: invoiceText,
    address: invoiceText,
    phone: invoiceText,
    bank: invoiceText,
    bank_account: invoiceText,
    email: invoiceText,
  })
  .superRefine((v, ctx) => {
    if (v.ids.length === 0) ctx.addIssue({ code: 'custom', message: INVOICE_MSG.noneChosen, path: ['ids'] });
    const errors = invoiceErrors(v as InvoiceFields);
    for (const field of INVOICE_FIELD_NAMES) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  .transform((v) => ({ ids: v.ids, ...normalizeInvoice(v as InvoiceFields) }));
export type InvoiceSubmitInput = z.infer<typeof invoiceSubmitSchema>;

export const adminInvoiceListSchema = pagingSchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(INVOICE_STATUSES, { error: ORDER_MSG.statusInvalid }).optional(),
  ),
});
export const invoiceIssueSchema = z.object({
  id: idSchema,
  attachment_id: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : digitToNumber(v)),
    z.number({ error: INVOICE_MSG.fileRequired }).int({ message: INVOICE_MSG.fileRequired }).positive({
      message: INVOICE_MSG.fileRequired,
    }),
  ),
});
export const invoiceRejectSchema = z.object({
  id: idSchema,
  reason: z
    .string({ error: INVOICE_MSG.rejectReasonRequired })
    .trim()
    .min(1, { message: INVOICE_MSG.rejectReasonRequired })
    .max(INVOICE_LIMITS.rejectReason, {
      message: INVOICE_MSG.tooLong('驳回原因', INVOICE_LIMITS.rejectReason),
    }),
});

// Editors' plans and score rules (/api/admin/commerce): prices typed in yuan, stored in fen.

/** "268.00" (or 268) → 26800 fen; blank → 0 when `blank` allows it. */
const yuanField = (required: string | null) =>
  z.unknown().transform((v, ctx) => {
    const text =
      typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (text === '' && v !== 0) {
      if (required === null) return 0;
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const fen = yuanToFen(text);
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MSG.moneyInvalid });
      return z.NEVER;
    }
    return fen;
  });

const benefitsField = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (typeof v === 'string' ? benefitLines(v) : benefitLines(v.join('\n'))))
  .refine(
    (list) => list.length <= PLAN_LIMITS.benefits && list.every((b) => b.length <= PLAN_LIMITS.benefit),
    {
      message: SCORE_MSG.benefitsTooMany(PLAN_LIMITS.benefits, PLAN_LIMITS.benefit),
    },
  );

export const planWriteSchema = z
  .object({
    id: optionalId,
    kind: z.enum(PLAN_KINDS, { error: SCORE_MSG.planKind }).optional(),
    name: z
      .string({ error: SCORE_MSG.planName })
      .trim()
      .min(1, { message: SCORE_MSG.planName })
      .max(PLAN_LIMITS.name, { message: SCORE_MSG.planNameTooLong(PLAN_LIMITS.name) }),
    // prefault: a missing field is parsed as blank, so it gets the field's own message.
    price: yuanField(SCORE_MSG.planPriceRequired).prefault(''),
    list_price: yuanField(null).prefault(''),
    days: wholeIn(1, PLAN_LIMITS.days, SCORE_MSG.planDays(PLAN_LIMITS.days)),
    benefits: benefitsField.default([]),
    recommended: flag.default(false),
    active: flag.default(true),
    sort: wholeIn(0, PLAN_LIMITS.sort, SCORE_MSG.sortInvalid).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.id === undefined && v.kind === undefined)
      ctx.addIssue({ code: 'custom', message: SCORE_MSG.planKind, path: ['kind'] });
    if (v.price <= 0) ctx.addIssue({ code: 'custom', message: SCORE_MSG.planPricePositive, path: ['price'] });
    else if (v.price > PLAN_LIMITS.priceCents)
      ctx.addIssue({
        code: 'custom',
        message: SCORE_MSG.planPriceTooHigh(PLAN_LIMITS.priceCents / 100),
        path: ['price'],
      });
    if (v.list_price > 0 && v.list_price <= v.price)
      ctx.addIssue({ code: 'custom', message: SCORE_MSG.listPriceLow, path: ['list_price'] });
  });
export type PlanWriteInput = z.infer<typeof planWriteSchema>;

export const scoreRuleWriteSchema = z.object({
  key: z.enum(SCORE_RULE_KEYS, { error: SCORE_MSG.ruleGone }),
  points: wholeIn(0, SCORE_LIMITS.points, SCORE_MSG.rulePoints(SCORE_LIMITS.points)),
  enabled: flag,
});
