/** Data imports: the inputs of the import calls (the rows themselves are checked by each family's own schema). */
import { z } from 'zod';
import { IMPORT_MSG } from './messages.ts';
import { IMPORT_MODES } from './model.ts';
import { blankToUndefined, cleanText, idSchema, pagingSchema } from '#lib/shared/validators.ts';

const familyKey = cleanText({}, IMPORT_MSG.familyInvalid)
  .min(1, { message: IMPORT_MSG.familyInvalid })
  .max(32, { message: IMPORT_MSG.familyInvalid });

/** The form fields beside the uploaded file. */
export const importUploadSchema = z.object({
  family: familyKey,
  mode: z.enum(IMPORT_MODES, { error: IMPORT_MSG.modeInvalid }),
});
export type ImportUploadInput = z.infer<typeof importUploadSchema>;

export const importTemplateSchema = z.object({ family: familyKey });

export const importStatusSchema = z.object({ id: idSchema });

export const importListSchema = pagingSchema.extend({
  family: z.preprocess(blankToUndefined, familyKey.optional()),
});
