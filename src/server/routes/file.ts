/** /api/file/*: getFileToken (spec §7) and the token-guarded PDF stream with byte ranges for pdf.js. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { FILE_MSG } from '../../lib/messages.ts';
import type { AppEnv } from '../http/context.ts';
import { currentUser } from '../http/auth.ts';
import { validate } from '../http/input.ts';
import { forbidden, HTTP, ok, refuse } from '../http/respond.ts';
import { fileAccess } from '../services/files/access.ts';
import { docRefSchema, streamTokenSchema } from '../services/files/input.ts';
import { parseRange } from '../services/files/range.ts';
import { filesDir } from '../services/files/storage.ts';
import { findDoc, streamTarget, ticketFor, type StreamTarget } from '../services/files/viewer.ts';

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

/** `dl=1` asks for a download; only a full file is ever sent as one (a preview stays inline). */
const contentDisposition = (fileName: string, mode: string, download: boolean) => {
  const name = mode === 'full' ? fileName : fileName.replace(/(\.pdf)?$/i, '（试读）.pdf');
  const kind = download && mode === 'full' ? 'attachment' : 'inline';
  return `${kind}; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

const stream = async (c: C) => {
  const { token } = await validate(c, streamTokenSchema);
  const deps = c.get('deps');
  const target = await streamTarget(
    { db: deps.db, secret: deps.secret, dir: filesDir(deps) },
    token,
    await currentUser(c),
    deps.now(),
  );
  if (!target.ok) {
    const msg = STREAM_REFUSAL[target.why];
    return target.why === 'gone' || target.why === 'unavailable' ? refuse(c, msg) : forbidden(c, msg);
  }
  const size = (await stat(target.path)).size;
  const range = parseRange(c.req.header('range'), size);
  c.header('Content-Type', 'application/pdf');
  c.header('Cache-Control', 'private, no-store');
  c.header('Accept-Ranges', 'bytes');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header(
    'Content-Disposition',
    contentDisposition(target.fileName, target.mode, c.req.query('dl') === '1'),
  );
  c.header('X-File-Mode', target.mode);
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  c.header('Content-Length', String(end - start + 1));
  if (range.kind === 'part') c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  if (c.req.method === 'HEAD') return c.body(null, range.kind === 'part' ? 206 : HTTP.ok);
  const body = Readable.toWeb(createReadStream(target.path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(body, range.kind === 'part' ? 206 : HTTP.ok);
};

export const file = new Hono<AppEnv>().post('/getFileToken', getFileToken).get('/stream', stream);
