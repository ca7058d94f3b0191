/** zod building blocks every domain's rules share: Chinese defaults, form-text coercions, ids, paging, mobile. */
import { z } from 'zod';
import { MSG } from './messages.ts';
import { MOBILE_RE } from './mobile.ts';
import { PAGING } from '#lib/paging.ts';

// Chinese defaults for every rule without its own message (type errors, lengths, formats).
z.config(z.locales.zhCN());

/** '' and null clear a field; an absent key leaves it alone. */
export const blankToNull = (v: unknown) => (v === '' ? null : v);

/** '' and null count as absent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Form bodies send numbers as text. */
export const digitToNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/**
 * A number typed as text (a form field, an import's cell: '12', '-1', '0.5') becomes a number, '' and null absent;
 * anything else reaches the rule, which refuses it in its own words.
 */
export const numberText = (v: unknown) => {
  const given = blankToUndefined(v);
  return typeof given === 'string' && /^-?\d+(\.\d+)?$/.test(given.trim()) ? Number(given) : given;
};

/** At most `places` decimals (as a refine: a quantity in 0.1, a rate in 0.01). */
export const decimalPlaces = (places: number) => (n: number) =>
  Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;

/** C0 control characters no text has (NUL breaks the database); tab, newline and CR belong to multi-line text. */
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** One line of text has no C0 control character at all. */
export const LINE_CONTROL_CHARS = /[\u0000-\u001f]/;

/**
 * Half of a UTF-16 pair without its other half (`"\ud800"` in JSON): no character, stored as "�" by a text column and
 * refused by a jsonb one, so every field refuses it the same way (`validate`, and cleanText in forms).
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextShape {
  /** Tab, newline and CR allowed (a message, a description). */
  multiline?: boolean;
}

/** Trimmed text without control characters (tab/newline/CR only in multi-line text). */
export const cleanText = (shape: TextShape = {}, message?: string) => {
  const refused = shape.multiline ? CONTROL_CHARS : LINE_CONTROL_CHARS;
  return z
    .string(message ? { error: message } : undefined)
    .trim()
    .refine((v) => !refused.test(v), { message: MSG.controlChars })
    .refine((v) => !LONE_SURROGATE.test(v), { message: MSG.brokenChars });
};

/** Trimmed text that must be there, with its own message, at most `max` characters. */
export const requiredText = (message: string, max: number, label: string, shape: TextShape = {}) =>
  cleanText(shape, message)
    .min(1, { message })
    .max(max, { message: MSG.tooLong(label, max) });

export const optionalText = (max: number, shape: TextShape = {}) =>
  cleanText(shape).max(max).optional().default('');

/** A whole number in [min, max], from JSON numbers or form text, with one message for every failure. */
export const wholeIn = (min: number, max: number, message: string) =>
  z.preprocess(
    digitToNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

/** Checkboxes and switches: true, '1', 'true'. */
export const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const mobileSchema = z
  .string({ error: MSG.mobileInvalid })
  .trim()
  .regex(MOBILE_RE, { message: MSG.mobileInvalid });

/** A positive record id, from JSON numbers or query strings. */
export const idSchema = z.preprocess(
  digitToNumber,
  z
    .number({ error: MSG.idInvalid })
    .int({ message: MSG.idInvalid })
    .min(1, { message: MSG.idInvalid })
    .max(2_147_483_647, { message: MSG.idInvalid }),
);
export const optionalId = z.preprocess(blankToUndefined, idSchema.optional());
export const nullableId = z.preprocess((v) => (v === '' ? null : digitToNumber(v)), idSchema.nullable());

export const byIdSchema = z.object({ id: idSchema });

export const pagingSchema = z.object({
  page: wholeIn(1, 100_000, MSG.pageInvalid).default(1),
  pageSize: wholeIn(1, PAGING.maxSize, MSG.pageSizeInvalid).default(PAGING.defaultSize),
});
