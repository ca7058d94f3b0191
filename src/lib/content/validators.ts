/** Content rules: list filters, search, custom orders and the editor's write payloads. */
import { z } from 'zod';
import { CONTENT_MSG } from './messages.ts';
import {
  ARTICLE_KINDS,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  CUSTOM_ORDER_STATUS,
  LISTED_KINDS,
} from './model.ts';
import { MSG } from '#lib/shared/messages.ts';
import { isUploadedImageSrc } from '#lib/shared/imageSrc.ts';
import {
  blankToUndefined,
  cleanText,
  CONTROL_CHARS,
  digitToNumber,
  flag,
  idSchema,
  mobileSchema,
  nullableId,
  optionalId,
  pagingSchema,
  requiredText,
  wholeIn,
} from '#lib/shared/validators.ts';
import { CUSTOM_ORDER_KIND, EMAIL_RE } from './customOrder.ts';
import { isIsoDate } from '#lib/accounts/profile.ts';

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
  industry: z.preprocess(blankToUndefined, cleanText().max(30).optional()),
  year: z.preprocess(digitToNumber, z.number().int().min(1900).max(2100).optional()),
});
export const productListSchema = pagingSchema.extend({
  industry: z.preprocess(blankToUndefined, cleanText().max(30).optional()),
  format: z.preprocess(blankToUndefined, cleanText().max(16).optional()),
});
export const productDetailSchema = z
  .object({ id: optionalId, doc_id: z.preprocess(blankToUndefined, cleanText().max(40).optional()) })
  .refine((v) => v.id !== undefined || v.doc_id !== undefined, { message: MSG.idInvalid });

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
  requirement: requiredText(CONTENT_MSG.customRequirement, CONTENT_LIMITS.requirement, '需求描述', {
    multiline: true,
  }),
  budget: z
    .string()
    .trim()
    .max(CONTENT_LIMITS.budget, { message: MSG.tooLong('预算', CONTENT_LIMITS.budget) })
    .optional(),
});
export type CustomOrderInput = z.infer<typeof customOrderSchema>;

// Editor payloads: every field optional on update; create needs a title (checked by the route).

/** A price in cents (fen): one Chinese message for text, decimals and out-of-range values, in the API and imports. */
const money = wholeIn(0, 100_000_000, CONTENT_MSG.priceCentsInvalid);
const text = (max: number) => cleanText().max(max);
/** A cover image: an image of the site's upload store, the one image address content may name (#lib/shared/imageSrc.ts). */
const cover = text(300).refine((v) => v === '' || isUploadedImageSrc(v), {
  message: CONTENT_MSG.coverInvalid,
});
const summary = cleanText({ multiline: true }).max(CONTENT_LIMITS.summary);
const html = z
  .string()
  .max(CONTENT_LIMITS.html)
  .refine((v) => !CONTROL_CHARS.test(v), { message: MSG.controlChars });
const title = requiredText(CONTENT_MSG.titleRequired, CONTENT_LIMITS.title, '标题');

export const articleWriteSchema = z.object({
  id: optionalId,
  kind: z.enum(ARTICLE_KINDS, { error: CONTENT_MSG.kindInvalid }).optional(),
  title: title.optional(),
  summary: summary.optional(),
  content_html: html.optional(),
  cover: cover.optional(),
  source: text(100).optional(),
  author: text(60).optional(),
  column_id: nullableId.optional(),
  category_id: nullableId.optional(),
  tags: z.array(text(CONTENT_LIMITS.tag).min(1)).max(CONTENT_LIMITS.tags).optional(),
  page_count: z.preprocess(digitToNumber, z.number().int().min(0).max(10_000)).optional(),
  price_cents: money.optional(),
  vip_only: flag.optional(),
  attachment_id: nullableId.optional(),
});
export type ArticleWriteInput = z.infer<typeof articleWriteSchema>;

export const referenceWriteSchema = z.object({
  id: optionalId,
  title: title.optional(),
  summary: summary.optional(),
  content_html: html.optional(),
  industry: text(30).optional(),
  region: text(30).optional(),
  year: z.preprocess(digitToNumber, z.number().int().min(1900).max(2100)).optional(),
  cover: cover.optional(),
  subdetails: z
    .array(z.object({ title, content_html: html.optional() }))
    .max(50)
    .optional(),
  enterprise_ids: z.array(idSchema).max(50).optional(),
});
export type ReferenceWriteInput = z.infer<typeof referenceWriteSchema>;

const docId = cleanText({}, CONTENT_MSG.docIdRequired)
  .min(1, { message: CONTENT_MSG.docIdRequired })
  .max(40, { message: MSG.tooLong('文档编号', 40) });

export const productWriteSchema = z.object({
  id: optionalId,
  title: title.optional(),
  summary: summary.optional(),
  content_html: html.optional(),
  industry: text(30).optional(),
  price_cents: money.optional(),
  vip_price_cents: money.optional(),
  doc_id: docId.optional(),
  format: text(16).optional(),
  update_frequency: text(20).optional(),
  coverage: text(200).optional(),
  cover: cover.optional(),
  sample_attachment_id: nullableId.optional(),
});
export type ProductWriteInput = z.infer<typeof productWriteSchema>;

/** One row of a data-product import: the write payload's catalogue fields, the title and document number required. */
export const productImportRowSchema = productWriteSchema
  .pick({
    summary: true,
    industry: true,
    price_cents: true,
    vip_price_cents: true,
    format: true,
    update_frequency: true,
    coverage: true,
  })
  .extend({ doc_id: docId, title });
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

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
