/** The inputs of the indicator store's calls (/api/industry/*, 数据检索). */
import { z } from 'zod';
import { blankToUndefined, cleanText, flag, numberText, wholeIn } from '#lib/shared/validators.ts';
import {
  INDEX_MAX_INDICATORS,
  INDEX_MAX_REGIONS,
  INDUSTRY_KEYWORD_MAX,
  QUERY_NAME_MAX,
  TABLE_DESCRIPTION_MAX,
  TABLE_TITLE_MAX,
} from './limits.ts';
import {
  INDUSTRY_EXPORT_MSG,
  INDUSTRY_IMPORT_MSG,
  INDUSTRY_MSG,
  INDUSTRY_SAVED_MSG,
  INDUSTRY_TABLE_MSG,
} from './messages.ts';
import { FREQUENCIES, frequencyOf } from './periods.ts';
import { DIMENSIONS } from './query.ts';

const domainId = wholeIn(1, 999_999, INDUSTRY_MSG.badDomain);
const indicatorId = wholeIn(1, 999_999, INDUSTRY_MSG.badIndicator);

/** A 6-digit administrative code ('000000' the whole country). */
export const regionCodeSchema = z
  .string({ error: INDUSTRY_MSG.badRegion })
  .trim()
  .regex(/^\d{6}$/, { message: INDUSTRY_MSG.badRegion });

export const periodSchema = z
  .string({ error: INDUSTRY_MSG.badPeriod })
  .trim()
  .toUpperCase()
  .refine((p) => frequencyOf(p) !== null, { message: INDUSTRY_MSG.badPeriod });

const keyword = cleanText({}, INDUSTRY_MSG.keywordRequired)
  .min(1, { message: INDUSTRY_MSG.keywordRequired })
  .max(INDUSTRY_KEYWORD_MAX, { message: INDUSTRY_MSG.keywordTooLong });

export const industrySearchSchema = z.object({ keyword });

export const industrySeniorSearchSchema = z.object({
  keyword: z.preprocess(blankToUndefined, keyword.optional()),
  unit: z.preprocess(blankToUndefined, cleanText().max(20, { message: INDUSTRY_MSG.unitTooLong }).optional()),
  frequency: z.preprocess(
    blankToUndefined,
    z.enum(FREQUENCIES, { error: INDUSTRY_MSG.badFrequency }).optional(),
  ),
  source: z.preprocess(
    blankToUndefined,
    cleanText().max(30, { message: INDUSTRY_MSG.sourceTooLong }).optional(),
  ),
});

export const industryDomainSchema = z.object({ domain: domainId });
export const industryIndicatorSchema = z.object({ indicator: indicatorId });

export const industrySpaceSchema = z.object({
  province: z.preprocess(
    blankToUndefined,
    z
      .string({ error: INDUSTRY_MSG.badProvince })
      .trim()
      .regex(/^\d{2}0000$/, { message: INDUSTRY_MSG.badProvince })
      .optional(),
  ),
});

const indicatorList = z
  .array(indicatorId, { error: INDUSTRY_MSG.indicatorsRequired })
  .min(1, { message: INDUSTRY_MSG.indicatorsRequired })
  .max(INDEX_MAX_INDICATORS, { message: INDUSTRY_MSG.indicatorsRequired });
const regionList = z
  .array(regionCodeSchema, { error: INDUSTRY_MSG.regionsRequired })
  .min(1, { message: INDUSTRY_MSG.regionsRequired })
  .max(INDEX_MAX_REGIONS, { message: INDUSTRY_MSG.regionsRequired });

export const industryIndexSchema = z
  .object({
    indicators: indicatorList,
    regions: regionList,
    from: periodSchema,
    to: periodSchema,
    /** Only the number of cells the query would give (the page shows it before running). */
    countOnly: flag.optional().default(false),
  })
  .refine((q) => frequencyOf(q.from) === frequencyOf(q.to), { message: INDUSTRY_MSG.badPeriod, path: ['to'] })
  .refine((q) => q.from <= q.to, { message: INDUSTRY_MSG.periodOrder, path: ['to'] });

/** A whole query with its layout (saved and recent queries, editors' tables, the export): the export has no cell
 * limit of getIndex's (its own is checked by the service), so the shape is shared and the count is not. */
export const industryQuerySchema = z
  .object({
    indicators: indicatorList,
    regions: regionList,
    from: periodSchema,
    to: periodSchema,
    rows: z.enum(DIMENSIONS, { error: INDUSTRY_MSG.badLayout }),
    cols: z.enum(DIMENSIONS, { error: INDUSTRY_MSG.badLayout }),
  })
  .refine((q) => frequencyOf(q.from) === frequencyOf(q.to), { message: INDUSTRY_MSG.badPeriod, path: ['to'] })
  .refine((q) => q.from <= q.to, { message: INDUSTRY_MSG.periodOrder, path: ['to'] })
  .refine((q) => q.rows !== q.cols, { message: INDUSTRY_MSG.badLayout, path: ['cols'] });

export type IndustryIndexInput = z.infer<typeof industryIndexSchema>;
export type IndustrySeniorSearchInput = z.infer<typeof industrySeniorSearchSchema>;

/** The notes a value may carry (空 for a final figure). */
export const INDICATOR_FLAGS = ['', '初步数', '估计数', '修订数', '推算数'] as const;

/** A row of the indicator import's long layout: 指标, 地区, 时期, 数值, 标记 (names resolved by the family). */
export const industryImportRowSchema = z.object({
  indicator: cleanText({}, INDUSTRY_IMPORT_MSG.indicatorRequired)
    .min(1, { message: INDUSTRY_IMPORT_MSG.indicatorRequired })
    .max(60, { message: INDUSTRY_IMPORT_MSG.indicatorRequired }),
  region: cleanText({}, INDUSTRY_IMPORT_MSG.regionRequired)
    .min(1, { message: INDUSTRY_IMPORT_MSG.regionRequired })
    .max(40, { message: INDUSTRY_IMPORT_MSG.regionRequired }),
  period: periodSchema,
  value: z.preprocess(
    numberText,
    z
      .number({ error: INDUSTRY_IMPORT_MSG.valueInvalid })
      .min(-1e12, { message: INDUSTRY_IMPORT_MSG.valueInvalid })
      .max(1e12, { message: INDUSTRY_IMPORT_MSG.valueInvalid }),
  ),
  flag: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.enum(INDICATOR_FLAGS, { error: INDUSTRY_IMPORT_MSG.flagInvalid(INDICATOR_FLAGS) }),
  ),
});
export type IndustryImportRow = z.infer<typeof industryImportRowSchema>;

/* Members' queries, editors' tables and the export (getRecentList … getOutExcelToken, /api/admin/industryTable). */

// A missing or non-object query reads as an empty one, so its refusal is the first field's Chinese message.
const queryInput = z.preprocess((v) => (v && typeof v === 'object' ? v : {}), industryQuerySchema);

export const noInputSchema = z.object({});
export const queryInputSchema = z.object({ query: queryInput });
export const saveQuerySchema = z.object({
  query: queryInput,
  name: cleanText({}, INDUSTRY_SAVED_MSG.nameRequired)
    .min(1, { message: INDUSTRY_SAVED_MSG.nameRequired })
    .max(QUERY_NAME_MAX, { message: INDUSTRY_SAVED_MSG.nameTooLong }),
});
export const removeQuerySchema = z.object({ id: wholeIn(1, 2_147_483_647, INDUSTRY_SAVED_MSG.badId) });

/** An editor's table: the query is pasted as a /data/retrieval link or its search part (read by queryFromSearch). */
export const tableSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, wholeIn(1, 2_147_483_647, INDUSTRY_TABLE_MSG.badId).optional()),
  title: cleanText({}, INDUSTRY_TABLE_MSG.titleRequired)
    .min(1, { message: INDUSTRY_TABLE_MSG.titleRequired })
    .max(TABLE_TITLE_MAX, { message: INDUSTRY_TABLE_MSG.titleTooLong }),
  description: z.preprocess(
    (v) => v ?? '',
    cleanText({ multiline: true }).max(TABLE_DESCRIPTION_MAX, {
      message: INDUSTRY_TABLE_MSG.descriptionTooLong,
    }),
  ),
  link: cleanText({}, INDUSTRY_TABLE_MSG.linkRequired)
    .min(1, { message: INDUSTRY_TABLE_MSG.linkRequired })
    .max(2000, { message: INDUSTRY_TABLE_MSG.badLink }),
});
export const tableIdSchema = z.object({ id: wholeIn(1, 2_147_483_647, INDUSTRY_TABLE_MSG.badId) });
export type TableSaveInput = z.infer<typeof tableSaveSchema>;

/** The export's file address: the signed token (base64url claims, a dot, the MAC). */
export const exportFileSchema = z.object({
  token: z
    .string({ error: INDUSTRY_EXPORT_MSG.invalid })
    .max(400, { message: INDUSTRY_EXPORT_MSG.invalid })
    .regex(/^[\w-]+\.[\w-]+$/, { message: INDUSTRY_EXPORT_MSG.invalid }),
});
