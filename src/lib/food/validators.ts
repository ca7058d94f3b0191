/** The inputs of the food calls (食物营养). */
import { z } from 'zod';
import { MSG } from '#lib/shared/messages.ts';
import {
  blankToUndefined,
  cleanText,
  numberText,
  pagingSchema,
  requiredText,
  wholeIn,
} from '#lib/shared/validators.ts';
import {
  compareCodesOf,
  FOOD_COMPARE_MAX,
  FOOD_CODE_RE,
  FOOD_COMPARE_MIN,
  FOOD_KEYWORD_MAX,
  FOOD_PAGE_SIZE,
} from './limits.ts';
import { FOOD_IMPORT_MSG, FOOD_MSG } from './messages.ts';
import { NUTRIENT_KEYS, NUTRIENTS, type NutrientKey } from './nutrients.ts';

export const foodCodeSchema = z
  .string({ error: FOOD_MSG.badCode })
  .trim()
  .regex(FOOD_CODE_RE, { message: FOOD_MSG.badCode });

export const FOOD_ORDERS = ['desc', 'asc'] as const;
export type FoodOrder = (typeof FOOD_ORDERS)[number];

const categoryId = (message: string) => wholeIn(1, 9999, message);

const sortSchema = z.preprocess(
  blankToUndefined,
  z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]], { error: FOOD_MSG.badSort }).optional(),
);

const orderSchema = z.preprocess(
  blankToUndefined,
  z.enum(FOOD_ORDERS, { error: FOOD_MSG.badOrder }).default('desc'),
);

/**
 * getList: the foods of a second-level category (`second_id`), or ranked within a first level (`first_id` alone:
 * 蛋白质最高的豆类), sorted by any nutrient (nulls last), paged.
 */
export const foodListSchema = pagingSchema
  .extend({
    first_id: z.preprocess(blankToUndefined, categoryId(FOOD_MSG.unknownCategory).optional()),
    second_id: z.preprocess(blankToUndefined, categoryId(FOOD_MSG.unknownCategory).optional()),
    sort: sortSchema,
    order: orderSchema,
    pageSize: wholeIn(1, 50, MSG.pageSizeInvalid).default(FOOD_PAGE_SIZE),
  })
  .refine((v) => v.first_id !== undefined || v.second_id !== undefined, {
    message: FOOD_MSG.categoryRequired,
  });
export type FoodListInput = z.infer<typeof foodListSchema>;

export const foodByCodeSchema = z.object({ code: foodCodeSchema });
export type FoodByCodeInput = z.infer<typeof foodByCodeSchema>;

export const foodSearchSchema = pagingSchema.extend({
  keyword: z
    .string({ error: FOOD_MSG.keywordRequired })
    .trim()
    .min(1, { message: FOOD_MSG.keywordRequired })
    .max(FOOD_KEYWORD_MAX, { message: FOOD_MSG.keywordTooLong }),
  pageSize: wholeIn(1, 50, MSG.pageSizeInvalid).default(FOOD_PAGE_SIZE),
});
export type FoodSearchInput = z.infer<typeof foodSearchSchema>;

/** "09003,09040" (a shared URL) or ["09003", "09040"]. */
const codeList = z.preprocess(
  (v) => (typeof v === 'string' ? compareCodesOf(v) : v),
  z
    .array(foodCodeSchema, { error: FOOD_MSG.compareCount })
    .min(FOOD_COMPARE_MIN, { message: FOOD_MSG.compareCount })
    .max(FOOD_COMPARE_MAX, { message: FOOD_MSG.compareCount })
    .refine((codes) => new Set(codes).size === codes.length, { message: FOOD_MSG.compareDuplicate }),
);

export const foodCompareSchema = z.object({ codes: codeList });
export type FoodCompareInput = z.infer<typeof foodCompareSchema>;

// --- The food import (/admin → 数据导入 → 食物营养): one row per food, upserted on its code ---

const nutrientAmount = (name: string) =>
  z.preprocess(
    numberText,
    z
      .number({ error: FOOD_IMPORT_MSG.nutrientInvalid(name) })
      .min(0, { message: FOOD_IMPORT_MSG.nutrientInvalid(name) })
      .max(100_000, { message: FOOD_IMPORT_MSG.nutrientInvalid(name) })
      .optional(),
  );

const importNutrients = Object.fromEntries(NUTRIENTS.map((n) => [n.key, nutrientAmount(n.name)])) as Record<
  NutrientKey,
  ReturnType<typeof nutrientAmount>
>;

export const foodImportRowSchema = z.object({
  code: foodCodeSchema,
  name: requiredText(FOOD_IMPORT_MSG.nameRequired, 60, '食物名称'),
  /** `|` or `、` separated. */
  aliases: z.preprocess(
    blankToUndefined,
    cleanText()
      .max(200, { message: MSG.tooLong('别名', 200) })
      .optional(),
  ),
  category_id: wholeIn(101, 9999, FOOD_IMPORT_MSG.categoryRequired),
  refuse: z.preprocess(
    numberText,
    z
      .number({ error: FOOD_IMPORT_MSG.refuseInvalid })
      .min(0, { message: FOOD_IMPORT_MSG.refuseInvalid })
      // The edible share (100 − refuse) divides every price per edible gram: it must be above 0.
      .lt(100, { message: FOOD_IMPORT_MSG.refuseInvalid })
      .optional(),
  ),
  source: z.preprocess(
    blankToUndefined,
    cleanText()
      .max(40, { message: MSG.tooLong('数据来源', 40) })
      .optional(),
  ),
  ...importNutrients,
});
export type FoodImportRow = z.infer<typeof foodImportRowSchema>;
