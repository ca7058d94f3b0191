/** /api/admin/legal/*: 协议与政策, the versions of 用户协议 and 隐私政策 (issue 30). Editors only (admin/index.ts). */
import { Hono } from 'hono';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import { legalDraftSchema, legalListSchema, legalVersionSchema } from '#lib/legal/validators.ts';
import { member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { legalHtml } from '#server/services/legal/render.ts';
import { listVersions, publishVersion, saveDraft, versionDetail } from '#server/services/legal/versions.ts';

export const adminLegal = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const { kind } = await validate(c, legalListSchema);
    const { db, now } = c.get('deps');
    return ok(c, await listVersions(db, kind, now()));
  })
  .post('/get', async (c) => {
    const { id } = await validate(c, legalVersionSchema);
    const { db, now } = c.get('deps');
    return ok(c, await versionDetail(db, id, now()));
  })
  /** A new draft, or a draft changed (with its id); a published version is refused. */
  .post('/save', async (c) => {
    const input = await validate(c, legalDraftSchema);
    const { db, now } = c.get('deps');
    const id = await saveDraft(db, input, { uid: member(c).uid });
    return ok(c, await versionDetail(db, id, now()), LEGAL_MSG.draftSaved);
  })
  /** The body as readers will see it, without saving. */
  .post('/preview', async (c) => {
    const { body } = await validate(c, legalDraftSchema.pick({ body: true }));
    return ok(c, { html: legalHtml(body) });
  })
  .post('/publish', async (c) => {
    const { id } = await validate(c, legalVersionSchema);
    const { db, now } = c.get('deps');
    await publishVersion(db, id, { uid: member(c).uid, now: now() });
    return ok(c, await versionDetail(db, id, now()), LEGAL_MSG.published);
  });
