/** The editors' calls on the legal documents and a member's acceptance (issue 30). */
import { z } from 'zod';
import { byIdSchema, cleanText, idSchema, optionalId } from '#lib/shared/validators.ts';
import { isIsoDate } from '#lib/accounts/profile.ts';
import { LEGAL_KINDS } from './documents.ts';
import { LEGAL_MSG } from './messages.ts';
import { unknownPlaceholders } from './placeholders.ts';

export const LEGAL_LIMITS = { body: 60_000, summary: 300 } as const;

export const legalKindSchema = z.enum(LEGAL_KINDS, { error: LEGAL_MSG.kindInvalid });

/** A calendar day (China's): the version takes effect at its midnight. */
const effectiveDay = z
  .string({ error: LEGAL_MSG.effectiveInvalid })
  .trim()
  .refine(isIsoDate, { message: LEGAL_MSG.effectiveInvalid });

/** A new draft (no id) or a change to a draft (id): the whole version each time. */
export const legalDraftSchema = z.object({
  id: optionalId,
  kind: legalKindSchema,
  body: cleanText({ multiline: true }, LEGAL_MSG.bodyRequired)
    .min(1, { message: LEGAL_MSG.bodyRequired })
    .max(LEGAL_LIMITS.body, { message: LEGAL_MSG.bodyTooLong(LEGAL_LIMITS.body) })
    .superRefine((body, ctx) => {
      const bad = unknownPlaceholders(body);
      if (bad.length) ctx.addIssue({ code: 'custom', message: LEGAL_MSG.unknownPlaceholder(bad.join('、')) });
    }),
  summary: cleanText()
    .max(LEGAL_LIMITS.summary, { message: LEGAL_MSG.summaryTooLong(LEGAL_LIMITS.summary) })
    .optional()
    .default(''),
  effective_at: effectiveDay,
});
export type LegalDraftInput = z.infer<typeof legalDraftSchema>;

export const legalListSchema = z.object({ kind: legalKindSchema });
export const legalVersionSchema = byIdSchema;

/** What the member was shown and accepts: one version per kind (ConsentVersions), only the kinds asked. */
export const acceptConsentSchema = z.object({
  terms: idSchema.optional(),
  privacy: idSchema.optional(),
});

/** The consent box of every form that creates an account: true only when ticked. */
export const agreeField = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/** The day a version takes effect, as the instant it starts (China's midnight). */
export const effectiveInstant = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
