/** /api/file/*: getFileToken (spec §7) and the token-guarded PDF stream with byte ranges for pdf.js. */
import { Hono, type Context } from 'hono';
import { FILE_MSG } from '#lib/content/messages.ts';
import type { AppEnv } from '#server/http/context.ts';
import { currentUser } from '#server/http/auth.ts';
import { validate } from '#server/http/input.ts';
import { forbidden, ok, refuse } from '#server/http/respond.ts';
import { sendPdf } from '#server/http/sendPdf.ts';
import { fileAccess } from '#server/services/files/access.ts';
import { docRefSchema, streamTokenSchema } from '#server/services/files/input.ts';
import { findDoc, streamTarget, ticketFor, type StreamTarget } from '#server/services/files/viewer.ts';

type C = Context<AppEnv>;

const STREAM_REFUSAL: Record<Exclude<StreamTarget, { ok: true }>['why'], string> = {
  invalid: FILE_MSG.tokenInvalid,
  expired: FILE_MSG.tokenExpired,
  otherUser: FILE_MSG.tokenOtherUser,
  gone: FILE_MSG.fileGone,
  unavailable: FILE_MSG.fileUnavailable,
};

/** A token for the best mode the caller may read: full, or the preview pages. */
const getFileToken = async (c: C) => {
  const ref = await validate(c, docRefSchema);
  const deps = c.get('deps');
  const now = deps.now();
  const doc = await findDoc(deps.db, ref);
  const user = await currentUser(c);
  const access = doc ? await fileAccess(deps.db, doc, user, now) : null;
  if (!doc || !access || access.reason === 'hidden') return refuse(c, FILE_MSG.fileGone);
  return ok(c, ticketFor(deps.secret, doc, user, access.full, now));
};

/** A preview is named as one, so a saved copy says what it is. */
const shownName = (fileName: string, mode: string) =>
  mode === 'full' ? fileName : fileName.replace(/(\.pdf)?$/i, `${FILE_MSG.previewSuffix}.pdf`);

const stream = async (c: C) => {
  const { token } = await validate(c, streamTokenSchema);
  const deps = c.get('deps');
  const target = await streamTarget(
    { db: deps.db, secret: deps.secret, files: deps.files },
    token,
    await currentUser(c),
    deps.now(),
  );
  if (!target.ok) {
    const msg = STREAM_REFUSAL[target.why];
    return target.why === 'gone' || target.why === 'unavailable' ? refuse(c, msg) : forbidden(c, msg);
  }
  c.header('X-File-Mode', target.mode);
  return sendPdf(c, {
    files: deps.files,
    key: target.file.key,
    size: target.file.size,
    name: shownName(target.fileName, target.mode),
    // `dl=1` asks for a download; only a full file is ever sent as one (a preview stays inline).
    download: c.req.query('dl') === '1' && target.mode === 'full',
  });
};

export const file = new Hono<AppEnv>().post('/getFileToken', getFileToken).get('/stream', stream);
