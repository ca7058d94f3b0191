/** Inputs of the file calls (zod, server side): a document by file id or report id, a stream token. */
import { z } from 'zod';
import { FILE_MSG } from '#lib/content/messages.ts';
import { idSchema } from '#lib/shared/validators.ts';
import { MSG } from '#lib/shared/messages.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idSchema.optional());

/** `fid` (file id, as in /home/article/viewpdf/fid/{fid}) or `id` (the report's article id). */
export const docRefSchema = z
  .object({ fid: optionalId, id: optionalId })
  .refine((v) => v.fid !== undefined || v.id !== undefined, { message: MSG.idInvalid });

export const streamTokenSchema = z.object({
  token: z
    .string({ error: FILE_MSG.tokenInvalid })
    .min(20, FILE_MSG.tokenInvalid)
    .max(600, FILE_MSG.tokenInvalid),
});
