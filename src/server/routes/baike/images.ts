/** /api/baike/uploadImage: a member uploads an image for an entry (multipart field `file`; issue 17). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/imageLimits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { limitBy } from '#server/http/limit.ts';
import { ok, refuse, tooLarge } from '#server/http/respond.ts';
import { readUpload } from '#server/http/upload.ts';
import { checkImage, storeImage } from '#server/services/baike/images.ts';
import { BAIKE_IMAGE_RATE } from '#server/services/baike/imageLimits.ts';
import { filesDir } from '#server/services/files/storage.ts';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_SLACK = 16 * 1024;

/** Over the limit: HTTP 413 in Chinese, before the body is read. */
const imageLimit = bodyLimit({
  maxSize: L.maxBytes + MULTIPART_SLACK,
  onError: (c) => tooLarge(c, BAIKE_IMAGE_MSG.tooLarge(L.maxMb)),
});

export const baikeImageRoutes = new Hono<AppEnv>().post(
  '/uploadImage',
  requireUser,
  imageLimit,
  async (c) => {
    const upload = await readUpload(c);
    if (!upload) return refuse(c, BAIKE_IMAGE_MSG.missing);
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    // The file itself over the limit (the slack let a little more through): the same 413.
    if (bytes.length > L.maxBytes) return tooLarge(c, BAIKE_IMAGE_MSG.tooLarge(L.maxMb));
    const checked = checkImage(bytes);
    if ('refusal' in checked) return refuse(c, checked.refusal);
    // Counted only for images that would be stored: a refused file does not use up the day.
    await limitBy(c, BAIKE_IMAGE_RATE.perDay, String(member(c).uid), BAIKE_IMAGE_MSG.tooMany);
    return ok(c, await storeImage(filesDir(c.get('deps')), bytes, checked.format), BAIKE_IMAGE_MSG.uploaded);
  },
);
