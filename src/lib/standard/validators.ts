/** The inputs of the standards calls (标准查询) and the rows of its import. */
import { z } from 'zod';
import { isIsoDate } from '#lib/accounts/profile.ts';
import { MSG } from '#lib/shared/messages.ts';
import { blankToUndefined, cleanText, pagingSchema, requiredText, wholeIn } from '#lib/shared/validators.ts';
import { STD_FILTER_PATTERN, STD_FOLLOW_DAYS, STD_FOLLOW_DAYS_MAX, STD_LIST_LIMITS } from './limits.ts';
import { STD_IMPORT_MSG, STD_MSG } from './messages.ts';
import { canonicalNumber, parseStandardNumber, STANDARD_TYPE_KEYS } from './number.ts';
import { STANDARD_STATUS_KEYS } from './status.ts';

// --- The list (getTypeList, getList) and the detail (getDetail) ---

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const standardListSchema = pagingSchema.extend({
  type: optional(z.enum(STANDARD_TYPE_KEYS, { error: STD_MSG.typeInvalid })),
  /** `GB/T`, `NY`, `DB11`, `T/CAB` (getTypeList's second level). */
  sub: optional(
    z
      .string({ error: STD_MSG.subInvalid })
      .trim()
      .regex(STD_FILTER_PATTERN.sub, { message: STD_MSG.subInvalid }),
  ),
  status: optional(z.enum(STANDARD_STATUS_KEYS, { error: STD_MSG.statusInvalid })),
  /** A CCS class (`B`) or code (`B31`). */
  ccs: optional(
    z
      .string({ error: STD_MSG.ccsInvalid })
      .trim()
      .regex(STD_FILTER_PATTERN.ccs, { message: STD_MSG.ccsInvalid }),
  ),
  /** An ICS field (`67`), group (`67.040`) or sub-group (`67.040.20`). */
  ics: optional(
    z
      .string({ error: STD_MSG.icsInvalid })
      .trim()
      .regex(STD_FILTER_PATTERN.ics, { message: STD_MSG.icsInvalid }),
  ),
  /** 发布 year. */
  year: optional(wholeIn(STD_LIST_LIMITS.firstYear, STD_LIST_LIMITS.lastYear, STD_MSG.yearInvalid)),
  /** A number however typed (GBT2763-2021, 2763), else title words. */
  keyword: optional(
    cleanText({}).max(STD_LIST_LIMITS.keyword, { message: MSG.tooLong('关键词', STD_LIST_LIMITS.keyword) }),
  ),
});
export type StandardListInput = z.infer<typeof standardListSchema>;

/** getTypeList takes nothing; an empty body or `{}` is fine. */
export const standardTypeListSchema = z.object({});

// --- The member centre: followed standards that change status soon ---

export const followChangesSchema = z.object({
  days: wholeIn(0, STD_FOLLOW_DAYS_MAX, STD_MSG.daysInvalid).default(STD_FOLLOW_DAYS),
});

// --- The import (the columns of src/server/db/reference/standard/standards.csv) ---

const textField = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    cleanText({}).max(max, { message: MSG.tooLong(label, max) }),
  );

const dateField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: STD_IMPORT_MSG.dateInvalid(label) })
      .trim()
      .refine(isIsoDate, { message: STD_IMPORT_MSG.dateInvalid(label) })
      .nullable(),
  );

/** A full number (with its prefix) in its canonical form. */
const numberField = z
  .string({ error: STD_IMPORT_MSG.numberRequired })
  .trim()
  .min(1, { message: STD_IMPORT_MSG.numberRequired })
  .max(60, { message: STD_IMPORT_MSG.numberInvalid })
  .transform((v, ctx) => {
    const n = parseStandardNumber(v);
    if (!n?.prefix) {
      ctx.addIssue({ code: 'custom', message: STD_IMPORT_MSG.numberInvalid });
      return z.NEVER;
    }
    return canonicalNumber(n);
  });

/** `a|b|c` (also ；、, between items): trimmed, empty items dropped. */
const listField = (label: string, max: number) =>
  textField(label, max).transform((v) =>
    v
      .split(/[|｜;；、,，]/)
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const standardImportRowSchema = z
  .object({
    number: numberField,
    name: z.preprocess((v) => v ?? '', requiredText(STD_IMPORT_MSG.nameRequired, 200, '标准名称')),
    name_en: textField('英文名称', 400),
    issued: dateField('发布日期'),
    effective: dateField('实施日期'),
    withdrawn: dateField('废止日期'),
    replaces: textField('代替标准', 400).transform((v, ctx) => {
      const out: string[] = [];
      for (const item of v.split(/[|｜;；、,，]/).map((s) => s.trim())) {
        if (!item) continue;
        const n = parseStandardNumber(item);
        if (!n?.prefix) {
          ctx.addIssue({ code: 'custom', message: STD_IMPORT_MSG.replacesInvalid(item) });
          return z.NEVER;
        }
        out.push(canonicalNumber(n));
      }
      return [...new Set(out)];
    }),
    ccs: textField('中国标准分类号', 16).transform((v) => v.toUpperCase()),
    ics: textField('国际标准分类号', 32),
    department: textField('主管部门', 200),
    committee: textField('归口单位', 200),
    drafters: listField('起草单位', 2000),
    concerns: listField('涉及食物', 400),
  })
  .superRefine((r, ctx) => {
    if (r.replaces.includes(r.number))
      ctx.addIssue({ code: 'custom', path: ['replaces'], message: STD_IMPORT_MSG.replacesItself });
    if (r.withdrawn && r.effective && r.withdrawn < r.effective)
      ctx.addIssue({ code: 'custom', path: ['withdrawn'], message: STD_IMPORT_MSG.withdrawnBeforeEffective });
  });
export type StandardImportRow = z.infer<typeof standardImportRowSchema>;
