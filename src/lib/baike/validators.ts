/** The inputs of 农业百科's calls (/api/baike/*, /api/admin/baike/*): zod schemas that also type the client. */
import { z } from 'zod';
import { MSG } from '#lib/shared/messages.ts';
import { isUploadedImageSrc } from '#lib/shared/imageSrc.ts';
import { cleanText, CONTROL_CHARS, idSchema, wholeIn } from '#lib/shared/validators.ts';
import { BAIKE_IMAGE_LIMITS, BAIKE_LIMITS as L } from './limits.ts';
import { BAIKE_IMAGE_MSG, BAIKE_IMPORT_MSG, BAIKE_MSG } from './messages.ts';
import { BAIKE_STATES } from './states.ts';

const entryId = idSchema;
const page = wholeIn(1, 100_000, MSG.pageInvalid).default(1);
const size = (max: number, fallback: number) => wholeIn(1, max, MSG.pageSizeInvalid).default(fallback);

/** Markup is refused in plain-text fields (titles, comments): an angle-bracket tag or a script URL. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript:/i;
const plain = (max: number, message: string) =>
  cleanText({}, message)
    .max(max, { message })
    .refine((v) => !MARKUP.test(v), { message: BAIKE_MSG.scriptRefused });

// Public reads

export const baikeTreeSchema = z.object({});
export const baikeHotSchema = z.object({ limit: wholeIn(1, L.hotMax, MSG.pageSizeInvalid).default(L.hot) });
export const baikeListSchema = z.object({
  /** A tree node: its entries and those of the nodes below it. */
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  keyword: cleanText({}, BAIKE_MSG.keywordTooLong)
    .max(L.title, { message: BAIKE_MSG.keywordTooLong })
    .optional()
    .default(''),
  page,
  pageSize: size(L.listPageMax, L.listPage),
});
export type BaikeListInput = z.infer<typeof baikeListSchema>;
export const baikeEntrySchema = z.object({ id: entryId });
export const baikeHubSchema = baikeEntrySchema;

// Comments

export const baikeCommentListSchema = z.object({
  id: entryId,
  pageSize: size(L.commentPageMax, L.commentPage),
});
export const baikeNextCommentSchema = z.object({
  id: entryId,
  /** The cursor a page answered as `next`. */
  after: idSchema,
  pageSize: size(L.commentPageMax, L.commentPage),
});
export const baikeAddCommentSchema = z.object({
  id: entryId,
  content: cleanText({ multiline: true }, BAIKE_MSG.commentRequired)
    .min(1, { message: BAIKE_MSG.commentRequired })
    .max(L.commentMax, { message: BAIKE_MSG.commentTooLong })
    .refine((v) => !MARKUP.test(v), { message: BAIKE_MSG.scriptRefused }),
  parent_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
});
export type BaikeAddCommentInput = z.infer<typeof baikeAddCommentSchema>;
export const baikeDelCommentSchema = z.object({ id: idSchema });

// 我的百科

export const myBaikeListSchema = z.object({
  state: z.enum(BAIKE_STATES as [string, ...string[]], { error: MSG.idInvalid }).optional(),
  page,
  pageSize: size(L.listPageMax, 10),
});
export const myBaikeVersionSchema = z.object({ id: idSchema });

const infobox = z
  .array(
    z.tuple([
      plain(L.infoboxKey, BAIKE_MSG.infoboxInvalid).pipe(
        z.string().min(1, { message: BAIKE_MSG.infoboxInvalid }),
      ),
      plain(L.infoboxValue, BAIKE_MSG.infoboxInvalid).pipe(
        z.string().min(1, { message: BAIKE_MSG.infoboxInvalid }),
      ),
    ]),
    { error: BAIKE_MSG.infoboxInvalid },
  )
  .max(L.infoboxFields, { message: BAIKE_MSG.infoboxInvalid });

const httpUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[^\s<>"]+$/i, { message: BAIKE_MSG.referencesInvalid });

const reference = z.object({
  title: plain(L.referenceTitle, BAIKE_MSG.referencesInvalid).pipe(
    z.string().min(1, { message: BAIKE_MSG.referencesInvalid }),
  ),
  publisher: plain(60, BAIKE_MSG.referencesInvalid).optional(),
  year: wholeIn(1800, 2100, BAIKE_MSG.referencesInvalid).optional(),
  url: httpUrl.optional(),
});

const image = z.object({
  /** An image of the site's upload store only (#lib/shared/imageSrc.ts). */
  src: z
    .string({ error: BAIKE_IMAGE_MSG.notUploaded })
    .trim()
    .refine(isUploadedImageSrc, { message: BAIKE_IMAGE_MSG.notUploaded }),
  alt: plain(L.imageAlt, BAIKE_MSG.imageAltRequired).pipe(
    z.string().min(1, { message: BAIKE_MSG.imageAltRequired }),
  ),
  caption: plain(L.imageAlt, BAIKE_MSG.imageAltRequired).optional(),
  /** The pixel size the upload answered: the page's <img width height> keeps its room before it loads. */
  width: wholeIn(1, BAIKE_IMAGE_LIMITS.maxSide, BAIKE_IMAGE_MSG.sizeInvalid).optional(),
  height: wholeIn(1, BAIKE_IMAGE_LIMITS.maxSide, BAIKE_IMAGE_MSG.sizeInvalid).optional(),
});

/**
 * A member's draft (saveMyBaike): a new entry (no `entry_id`), an edit of a published one (`entry_id`), or a change
 * to one of their own drafts or refused versions (`id`). The body's HTML is sanitised on the server
 * (services/content/sanitize.ts) and its length and text checked there too.
 */
export const baikeDraftSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  entry_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  title: plain(L.title, BAIKE_MSG.titleRequired).pipe(
    z.string().min(1, { message: BAIKE_MSG.titleRequired }),
  ),
  qualifier: plain(L.qualifier, BAIKE_MSG.qualifierInvalid).optional().default(''),
  aliases: z
    .array(
      plain(L.alias, BAIKE_MSG.aliasesTooMany).pipe(z.string().min(1, { message: BAIKE_MSG.aliasesTooMany })),
    )
    .max(L.aliases, { message: BAIKE_MSG.aliasesTooMany })
    .optional()
    .default([]),
  // A missing or malformed category says 请选择词条分类, not the generic id message.
  category_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: BAIKE_MSG.badCategory })
      .int({ message: BAIKE_MSG.badCategory })
      .min(1, { message: BAIKE_MSG.badCategory })
      .max(2_147_483_647, { message: BAIKE_MSG.badCategory }),
  ),
  summary: cleanText({ multiline: true }, BAIKE_MSG.summaryRequired)
    .min(L.summaryMin, { message: BAIKE_MSG.summaryRequired })
    .max(L.summary, { message: BAIKE_MSG.summaryRequired })
    .refine((v) => !MARKUP.test(v), { message: BAIKE_MSG.scriptRefused }),
  infobox: infobox.optional().default([]),
  content_html: z
    .string({ error: BAIKE_MSG.bodyTooShort })
    .max(L.html, { message: BAIKE_MSG.bodyTooLong })
    .refine((v) => !CONTROL_CHARS.test(v), { message: MSG.controlChars }),
  references: z
    .array(reference)
    .max(L.references, { message: BAIKE_MSG.referencesInvalid })
    .optional()
    .default([]),
  images: z.array(image).max(L.images, { message: BAIKE_MSG.imagesTooMany }).optional().default([]),
  related: z.array(idSchema).max(L.related, { message: BAIKE_MSG.relatedInvalid }).optional().default([]),
  note: plain(L.note, BAIKE_MSG.noteTooLong).optional().default(''),
  /** Submit for review once saved. */
  submit: z.boolean().optional().default(false),
});
export type BaikeDraftInput = z.infer<typeof baikeDraftSchema>;

// Editors (/api/admin/baike/*)

export const baikeReviewListSchema = z.object({
  state: z
    .enum(BAIKE_STATES as [string, ...string[]], { error: MSG.idInvalid })
    .optional()
    .default('pending'),
  page,
  pageSize: size(L.listPageMax, L.listPage),
});
/** The revision the editor read (BaikeReview.revision): 通过 and 退回 act on that one only. */
const revision = wholeIn(1, 2_147_483_647, BAIKE_MSG.revisionChanged);
export const baikeApproveSchema = z.object({ id: idSchema, revision });
export const baikeRefuseSchema = z.object({
  id: idSchema,
  revision,
  reason: plain(L.reason, BAIKE_MSG.reasonRequired).pipe(
    z.string().min(1, { message: BAIKE_MSG.reasonRequired }),
  ),
});
/** Withdraw (下线) or restore a published entry. */
export const baikeEntryStatusSchema = z.object({ id: idSchema });

// The operators' import (bkcomm: services/baike/baikeImport.ts): one row per entry, cells as text.

/** 是/否 (also 1/0, true/false, y/n); blank is 是. */
const yesNo = z.preprocess(
  (v) => {
    const t = String(v ?? '')
      .trim()
      .toLowerCase();
    if (['', '是', '1', 'true', 'y', 'yes'].includes(t)) return true;
    if (['否', '0', 'false', 'n', 'no'].includes(t)) return false;
    return v;
  },
  z.boolean({ error: BAIKE_IMPORT_MSG.publishInvalid }),
);
const cell = (max: number, message: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), plain(max, message));

export const baikeImportRowSchema = z.object({
  title: cell(L.title, BAIKE_MSG.titleRequired).pipe(z.string().min(1, { message: BAIKE_MSG.titleRequired })),
  qualifier: cell(L.qualifier, BAIKE_MSG.qualifierInvalid).optional().default(''),
  aliases: cell(L.alias * L.aliases, BAIKE_MSG.aliasesTooMany)
    .optional()
    .default(''),
  /** A leaf's name or id (checked against the tree by the import's prepare). */
  category: cell(20, BAIKE_MSG.badCategory).pipe(z.string().min(1, { message: BAIKE_MSG.badCategory })),
  summary: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      cleanText({ multiline: true }, BAIKE_MSG.summaryRequired),
    )
    .pipe(
      z
        .string()
        .min(L.summaryMin, { message: BAIKE_MSG.summaryRequired })
        .max(L.summary, { message: BAIKE_MSG.summaryRequired }),
    )
    .refine((v) => !MARKUP.test(v), { message: BAIKE_MSG.scriptRefused }),
  /** 字段：值；字段：值 */
  infobox: cell(L.infoboxFields * (L.infoboxKey + L.infoboxValue + 2), BAIKE_MSG.infoboxInvalid)
    .optional()
    .default(''),
  /** Paragraphs, one a line; a line starting ## is a section heading. */
  body: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      cleanText({ multiline: true }, BAIKE_MSG.bodyTooShort),
    )
    .pipe(
      z
        .string()
        .min(L.bodyMin, { message: BAIKE_MSG.bodyTooShort })
        .max(L.html / 2, { message: BAIKE_MSG.bodyTooLong }),
    )
    .refine((v) => !MARKUP.test(v), { message: BAIKE_MSG.scriptRefused }),
  /** One reference a line (or ；-separated): its title, a URL in it is its link. */
  references: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      cleanText({ multiline: true }, BAIKE_MSG.referencesInvalid),
    )
    .pipe(z.string().max(L.references * (L.referenceTitle + 300), { message: BAIKE_MSG.referencesInvalid }))
    .refine((v) => !MARKUP.test(v.replace(/https?:\/\/\S+/g, '')), { message: BAIKE_MSG.scriptRefused })
    .optional()
    .default(''),
  /** 蔬菜/食物/HS/指标/标准 in that order, separated by /; the standard's own slash (GB/T) is kept. */
  links: cell(200, BAIKE_IMPORT_MSG.linksInvalid).optional().default(''),
  publish: yesNo.optional().default(true),
});
export type BaikeImportRow = z.infer<typeof baikeImportRowSchema>;
