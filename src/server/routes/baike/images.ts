/** /api/baike/uploadImage: a member uploads an image for an entry (multipart field `file`; issue 17). */
import { Hono } from 'hono';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { limitBy } from '#server/http/limit.ts';
import { ok, refuse, tooLarge } from '#server/http/respond.ts';
import { readUpload, uploadLimit } from '#server/http/upload.ts';
import { checkImage, cleanImage, storeImage } from '#server/services/baike/images.ts';
import { BAIKE_RATES } from '#server/services/baike/rates.ts';

const TOO_LARGE = BAIKE_IMAGE_MSG.tooLarge(L.maxMb);

export const baikeImageRoutes = new Hono<AppEnv>().post(
  '/uploadImage',
  requireUser,
  uploadLimit(L.maxBytes, TOO_LARGE),
  async (c) => {
    const upload = await readUpload(c);
    if (!upload) return refuse(c, BAIKE_IMAGE_MSG.missing);
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    // The file itself over the limit (the form's slack let a little more through): the same 413.
    if (bytes.length > L.maxBytes) return tooLarge(c, TOO_LARGE);
    // Refused (checkImage, then cleanImage) before the limit is counted.
    checkImage(bytes);
    const clean = await cleanImage(bytes);
    // Counted only for images that would be stored: a refused file does not use up the day.
    await limitBy(c, BAIKE_RATES.imagesPerDay, String(member(c).uid), BAIKE_IMAGE_MSG.tooMany);
    return ok(c, await storeImage(c.get('deps').files, clean), BAIKE_IMAGE_MSG.uploaded);
  },
);
