/** Validation rules of spec §5, shared by forms and the server (zod schemas type both). */
import { z } from 'zod';
import { ADMIN_MSG, CONTENT_MSG, INVOICE_MSG, MSG, ORDER_MSG, PAY_MSG, SCORE_MSG } from './messages.ts';
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
import { FEEDBACK_LIMITS } from './limits.ts';
import { MOBILE_RE } from './mobile.ts';
import { CUSTOM_ORDER_KIND, CUSTOM_ORDER_LIMITS, EMAIL_RE } from './customOrder.ts';
import { isIsoDate, isSex, nicknameOk, PROFILE_LIMITS } from './profile.ts';
import { PAGING } from './paging.ts';
import { FAVORITE_LIMITS, isFavoriteModel, isSitePath } from './favorites.ts';

// Chinese defaults for every rule without its own message (type errors, lengths, formats).
z.config(z.locales.zhCN());

export { isMobile, MOBILE_RE } from './mobile.ts';

export const mobileSchema = z
  .string({ error: MSG.mobileInvalid })
  .trim()
  .regex(MOBILE_RE, { message: MSG.mobileInvalid });

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: MSG.tooLong(label, max) });

export { FEEDBACK_LIMITS };

export const feedbackSchema = z.object({
  contact: required(MSG.feedbackContact, FEEDBACK_LIMITS.contact, '姓名'),
  tel: required(MSG.feedbackTel, FEEDBACK_LIMITS.tel, '联系电话'),
  content: required(MSG.feedbackContent, FEEDBACK_LIMITS.content, '反馈内容'),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const actionLogSchema = z.object({
  action: z.string({ error: '缺少行为类型' }).trim().min(1, { message: '缺少行为类型' }).max(64),
  model: optionalText(64),
  record_id: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).slice(0, 64))),
  uid: z.union([z.string(), z.number()]).optional(),
  remark: optionalText(500),
});
export type ActionLogInput = z.input<typeof actionLogSchema>;

/** Sign-in and registration (spec §5): password 6–20 characters, required with 密码不能为空. */
export const PASSWORD_LIMITS = { min: 6, max: 20 } as const;

export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, { message: MSG.passwordRequired })
  .min(PASSWORD_LIMITS.min, { message: MSG.passwordLength })
  .max(PASSWORD_LIMITS.max, { message: MSG.passwordLength });

const boolish = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const loginSchema = z.object({
  username: z
    .string({ error: MSG.usernameRequired })
    .trim()
    .min(1, { message: MSG.usernameRequired })
    .max(30),
  password: z.string({ error: MSG.passwordRequired }).min(1, { message: MSG.passwordRequired }).max(64),
  remember: boolish,
});

export const smsSendSchema = z.object({
  mobile: mobileSchema,
  imgCode: z.string({ error: MSG.imgCodeInvalid }).trim().min(1, { message: MSG.imgCodeInvalid }).max(8),
});

export const SMS_CODE_RE = /^\d{6}$/;
export const smsCodeSchema = z
  .string({ error: MSG.smsCodeRequired })
  .trim()
  .min(1, { message: MSG.smsCodeRequired })
  .regex(SMS_CODE_RE, { message: MSG.smsCodeWrong });

export const MOBILE_ACTIONS = ['mobile_login', 'register', 'mobile_bind'] as const;
export type MobileAction = (typeof MOBILE_ACTIONS)[number];

export const mobileAuthSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  action: z.enum(MOBILE_ACTIONS, { error: MSG.badAction }),
  password: z.string().max(64).optional(),
  state: z.string().max(64).optional(),
  remember: boolish,
});

export const forgetPasswordSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

// Personal centre (issue 3): profile, paging, favourites.

/** '' and null clear a field; an absent key leaves it alone. */
const blankToNull = (v: unknown) => (v === '' ? null : v);

/** An administrative-division code, or null to clear it; the hierarchy is checked against the tree by the server. */
const divisionCode = (message: string) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: message })
        .regex(/^\d{2,12}$/, { message })
        .nullable(),
    )
    .optional();

/** Form bodies send numbers as text. */
const digitToNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** Every field optional: the call updates what it is given. The birthday's future check needs the clock (route). */
export const updateInfoSchema = z.object({
  nickname: z
    .string({ error: MSG.nicknameLength })
    .trim()
    .refine(nicknameOk, { message: MSG.nicknameLength })
    .optional(),
  sex: z
    .preprocess(digitToNumber, z.number({ error: MSG.sexInvalid }).refine(isSex, { message: MSG.sexInvalid }))
    .optional(),
  birthday: z
    .preprocess(
      blankToNull,
      z
        .string({ error: MSG.birthdayInvalid })
        .trim()
        .refine(isIsoDate, { message: MSG.birthdayInvalid })
        .nullable(),
    )
    .optional(),
  province: divisionCode(MSG.provinceInvalid),
  city: divisionCode(MSG.cityInvalid),
  district: divisionCode(MSG.districtInvalid),
  entity: z
    .string({ error: MSG.entityTooLong })
    .trim()
    .max(PROFILE_LIMITS.entity, { message: MSG.entityTooLong })
    .optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoSchema>;

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    digitToNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

export const pagingSchema = z.object({
  page: whole(MSG.pageInvalid, 1, 100_000).default(1),
  pageSize: whole(MSG.pageSizeInvalid, 1, PAGING.maxSize).default(PAGING.defaultSize),
});

const favoriteModel = z
  .string({ error: MSG.favoriteModelInvalid })
  .refine(isFavoriteModel, { message: MSG.favoriteModelInvalid });

export const favoriteListSchema = pagingSchema.extend({
  model: z.preprocess(blankToNull, favoriteModel.nullable()).optional(),
  /** One item only: is it among the member's favourites (a detail page's favourite button asks this). */
  record_id: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= FAVORITE_LIMITS.recordId)
    .optional(),
});

/** Title and url are needed to add (the list shows them), not to remove. */
export const favoriteSchema = z.object({
  model: favoriteModel,
  record_id: z
    .union([z.string(), z.number()], { error: MSG.favoriteRecordRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0 && v.length <= FAVORITE_LIMITS.recordId, {
      message: MSG.favoriteRecordRequired,
    }),
  title: z
    .string({ error: MSG.favoriteTitleRequired })
    .trim()
    .max(FAVORITE_LIMITS.title, { message: MSG.tooLong('收藏标题', FAVORITE_LIMITS.title) })
    .optional(),
  url: z
    .string({ error: MSG.favoriteUrlInvalid })
    .trim()
    .refine(isSitePath, { message: MSG.favoriteUrlInvalid })
    .optional(),
});
export type FavoriteInput = z.infer<typeof favoriteSchema>;

// Content (issue 4): article kinds, list filters, custom orders, editor payloads.

/** Article kinds: 行业观察, 农业政策, 研究报告, fixed pages. */
export const ARTICLE_KIND = { news: 'news', policy: 'policy', report: 'report', page: 'page' } as const;
export type ArticleKind = (typeof ARTICLE_KIND)[keyof typeof ARTICLE_KIND];
export const ARTICLE_KINDS = Object.values(ARTICLE_KIND);
/** Kinds with columns, categories and list pages. */
export const LISTED_KINDS = [ARTICLE_KIND.news, ARTICLE_KIND.policy, ARTICLE_KIND.report] as const;

export const CONTENT_STATUS = { draft: 'draft', published: 'published', unpublished: 'unpublished' } as const;
export const CONTENT_STATUSES = Object.values(CONTENT_STATUS);

export { CUSTOM_ORDER_KIND };
export const CUSTOM_ORDER_STATUS = { new: 'new', contacted: 'contacted', closed: 'closed' } as const;

/** Rich-text font sizes allowed by spec §5, in px. */
export const FONT_SIZES_PX = [12, 14, 16, 18, 20, 24, 36] as const;

export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  html: 200_000,
  keyword: 30,
  shortList: 20,
  ...CUSTOM_ORDER_LIMITS,
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A positive record id, from JSON numbers or query strings. */
export const idSchema = z.preprocess(
  digitToNumber,
  z
    .number({ error: CONTENT_MSG.idInvalid })
    .int({ message: CONTENT_MSG.idInvalid })
    .min(1, { message: CONTENT_MSG.idInvalid })
    .max(2_147_483_647, { message: CONTENT_MSG.idInvalid }),
);
const optionalId = z.preprocess(blankToUndefined, idSchema.optional());

export const byIdSchema = z.object({ id: idSchema });

const listedKind = z.enum(LISTED_KINDS, { error: CONTENT_MSG.kindInvalid });
const month = z
  .string({ error: CONTENT_MSG.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: CONTENT_MSG.monthInvalid });

export const kindSchema = z.object({ kind: z.preprocess(blankToUndefined, listedKind.optional()) });

/** Filters of the news, policy and report lists. */
export const articleListSchema = pagingSchema.extend({
  kind: z.preprocess(blankToUndefined, listedKind.optional()),
  column_id: optionalId,
  category_id: optionalId,
  tag_id: optionalId,
  month: z.preprocess(blankToUndefined, month.optional()),
});
export type ArticleListInput = z.infer<typeof articleListSchema>;

export const dailyReportSchema = pagingSchema.extend({
  date: z.preprocess(
    blankToUndefined,
    z
      .string({ error: CONTENT_MSG.dateInvalid })
      .refine(isIsoDate, { message: CONTENT_MSG.dateInvalid })
      .optional(),
  ),
});

const shortLimit = z.preprocess(
  digitToNumber,
  z.number().int().min(1).max(CONTENT_LIMITS.shortList).default(6),
);

export const relatedSchema = z.object({ id: idSchema, limit: shortLimit });
export const recommendSchema = z.object({
  kind: z.preprocess(blankToUndefined, listedKind.optional()),
  limit: shortLimit,
});
export const tagListSchema = z.object({
  limit: z.preprocess(digitToNumber, z.number().int().min(1).max(200).default(100)),
});
export const tagRelatedSchema = pagingSchema.extend({ tag_id: idSchema });

export const searchSchema = pagingSchema.extend({
  keyword: z
    .string({ error: CONTENT_MSG.keywordRequired })
    .trim()
    .min(1, { message: CONTENT_MSG.keywordRequired })
    .max(CONTENT_LIMITS.keyword, { message: CONTENT_MSG.keywordTooLong }),
  kind: z.preprocess(blankToUndefined, listedKind.optional()),
});

export const referenceListSchema = pagingSchema.extend({
  industry: z.preprocess(blankToUndefined, z.string().trim().max(30).optional()),
  year: z.preprocess(digitToNumber, z.number().int().min(1900).max(2100).optional()),
});
export const productListSchema = pagingSchema.extend({
  industry: z.preprocess(blankToUndefined, z.string().trim().max(30).optional()),
  format: z.preprocess(blankToUndefined, z.string().trim().max(16).optional()),
});
export const productDetailSchema = z
  .object({ id: optionalId, doc_id: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()) })
  .refine((v) => v.id !== undefined || v.doc_id !== undefined, { message: CONTENT_MSG.idInvalid });

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: MSG.tooLong(label, max) });

export const customOrderSchema = z.object({
  kind: z.enum([CUSTOM_ORDER_KIND.data, CUSTOM_ORDER_KIND.report], { error: CONTENT_MSG.customKindInvalid }),
  company: requiredText(CONTENT_MSG.customCompany, CONTENT_LIMITS.company, '公司名称'),
  contact: requiredText(CONTENT_MSG.customContact, CONTENT_LIMITS.contact, '联系人'),
  mobile: mobileSchema,
  email: z.preprocess(
    blankToUndefined,
    z
      .email({ pattern: EMAIL_RE, message: CONTENT_MSG.customEmailInvalid })
      .max(CONTENT_LIMITS.email, { message: CONTENT_MSG.customEmailInvalid })
      .optional(),
  ),
  requirement: requiredText(CONTENT_MSG.customRequirement, CONTENT_LIMITS.requirement, '需求描述'),
  budget: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.budget, { message: MSG.tooLong('预算', CONTENT_LIMITS.budget) })
    .optional(),
});
export type CustomOrderInput = z.infer<typeof customOrderSchema>;

// Editor payloads: every field optional on update; create needs a title (checked by the route).

const money = z.preprocess(digitToNumber, z.number().int().min(0).max(100_000_000));
const text = (max: number) => z.string().trim().max(max);
const html = z.string().max(CONTENT_LIMITS.html);
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
const nullableId = z.preprocess((v) => (v === '' ? null : digitToNumber(v)), idSchema.nullable());
const title = requiredText(CONTENT_MSG.titleRequired, CONTENT_LIMITS.title, '标题');

export const articleWriteSchema = z.object({
  id: optionalId,
  kind: z.enum(ARTICLE_KINDS, { error: CONTENT_MSG.kindInvalid }).optional(),
  title: title.optional(),
  summary: text(CONTENT_LIMITS.summary).optional(),
  content_html: html.optional(),
  cover: text(300).optional(),
  source: text(100).optional(),
  author: text(60).optional(),
  column_id: nullableId.optional(),
  category_id: nullableId.optional(),
  tags: z.array(text(30).min(1)).max(20).optional(),
  page_count: z.preprocess(digitToNumber, z.number().int().min(0).max(10_000)).optional(),
  price_cents: money.optional(),
  vip_only: flag.optional(),
  attachment_id: nullableId.optional(),
});
export type ArticleWriteInput = z.infer<typeof articleWriteSchema>;

export const referenceWriteSchema = z.object({
  id: optionalId,
  title: title.optional(),
  summary: text(CONTENT_LIMITS.summary).optional(),
  content_html: html.optional(),
  industry: text(30).optional(),
  region: text(30).optional(),
  year: z.preprocess(digitToNumber, z.number().int().min(1900).max(2100)).optional(),
  cover: text(300).optional(),
  subdetails: z
    .array(z.object({ title, content_html: html.optional() }))
    .max(50)
    .optional(),
  enterprise_ids: z.array(idSchema).max(50).optional(),
});
export type ReferenceWriteInput = z.infer<typeof referenceWriteSchema>;

export const productWriteSchema = z.object({
  id: optionalId,
  title: title.optional(),
  summary: text(CONTENT_LIMITS.summary).optional(),
  content_html: html.optional(),
  industry: text(30).optional(),
  price_cents: money.optional(),
  vip_price_cents: money.optional(),
  doc_id: text(40).min(1).optional(),
  format: text(16).optional(),
  update_frequency: text(20).optional(),
  coverage: text(200).optional(),
  cover: text(300).optional(),
  sample_attachment_id: nullableId.optional(),
});
export type ProductWriteInput = z.infer<typeof productWriteSchema>;

export const adminListSchema = pagingSchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(CONTENT_STATUSES, { error: CONTENT_MSG.statusInvalid }).optional(),
  ),
  kind: z.preprocess(blankToUndefined, z.enum(ARTICLE_KINDS, { error: CONTENT_MSG.kindInvalid }).optional()),
});

export const relatedByIdSchema = z.object({ id: idSchema, limit: shortLimit });
export const periodicalListSchema = pagingSchema.extend({
  year: z.preprocess(digitToNumber, z.number().int().min(1900).max(2100).optional()),
});

export const customOrderListSchema = pagingSchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(Object.values(CUSTOM_ORDER_STATUS), { error: CONTENT_MSG.statusInvalid }).optional(),
  ),
});

// Commerce (issue 5): orders and payments. Amounts are never read from the client.

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

// Invoices (issue 5): the rules live zod-free in lib/invoice.ts, shared with the form island.

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

const wholeIn = (min: number, max: number, message: string) =>
  z.preprocess(
    digitToNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

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
