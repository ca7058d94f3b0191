/**
 * /api/industry/ getExportAllowance, getOutExcelToken and GET export/{token}: the export of a query as XLSX. A token
 * is issued (and the member's day charged, once per token) only for a query the catalogue answers within the limits;
 * the file is streamed as the browser reads it.
 */
import { Hono, type Context } from 'hono';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { messagePage } from '#server/http/html.ts';
import { validate } from '#server/http/input.ts';
import { Refusal } from '#server/core/refusal.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { publicOrigin } from '#server/providers/oauth.ts';
import { contentDisposition } from '#server/services/files/tableFile.ts';
import { XLSX_TYPE, xlsxWebStream } from '#server/services/files/xlsxStream.ts';
import { exportFileName, exportSheets } from '#server/services/industry/export.ts';
import { allowanceOf, chargeExport, exportRecord } from '#server/services/industry/exportLog.ts';
import { signExportToken, verifyExportToken } from '#server/services/industry/exportToken.ts';
import { resolveQuery } from '#server/services/industry/query.ts';
import { rememberQuery } from '#server/services/industry/savedQueries.ts';
import { INDUSTRY_EXPORT_MSG } from '#lib/industry/messages.ts';
import { queryFromSearch, querySearch } from '#lib/industry/query.ts';
import type { ExportTokenAnswer } from '#lib/industry/types.ts';
import { exportFileSchema, noInputSchema, queryInputSchema } from '#lib/industry/validators.ts';

/** A link that cannot give the file: a short Chinese page (the browser opened it), never a 5xx. */
const failed = (c: Context<AppEnv>, status: 403 | 404 | 410, detail: string) =>
  c.html(messagePage(false, INDUSTRY_EXPORT_MSG.errorTitle, detail), status, { 'cache-control': 'no-store' });

export const industryExportRoutes = new Hono<AppEnv>()
  .post('/getExportAllowance', async (c) => {
    await validate(c, noInputSchema);
    const { db, now } = c.get('deps');
    return ok(c, await allowanceOf(db, await currentUser(c), now()));
  })
  .post('/getOutExcelToken', async (c) => {
    const { query } = await validate(c, queryInputSchema);
    const user = await currentUser(c);
    if (!user) return refuse(c, INDUSTRY_EXPORT_MSG.loginRequired);
    const { db, now, secret } = c.get('deps');
    const at = now();
    // A query the store cannot answer and the export's limits are Refusals the services throw, answered by app.ts.
    const head = await resolveQuery(db, query);
    const { id, allowance } = await chargeExport(db, user, querySearch(query), head.count, at);
    await rememberQuery(db, user.uid, query, at);
    const { token, expiresAt } = signExportToken(secret, { eid: id, uid: user.uid }, at);
    const answer: ExportTokenAnswer = {
      token,
      url: `/api/industry/export/${token}`,
      cells: head.count,
      expiresAt: expiresAt.toISOString(),
      allowance,
    };
    return ok(c, answer, INDUSTRY_EXPORT_MSG.charged(head.count));
  })
  .get('/export/:token', async (c) => {
    // The token is in the path (listed in the bad-input test's NO_SCHEMA): its shape, then its MAC, before any read.
    const { db, now, secret, env } = c.get('deps');
    const at = now();
    const shape = exportFileSchema.safeParse({ token: c.req.param('token') });
    const check = shape.success
      ? verifyExportToken(secret, shape.data.token, at)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok)
      return failed(c, check.reason === 'expired' ? 410 : 403, INDUSTRY_EXPORT_MSG[check.reason]);
    // The link opens only for its member, signed in by the token cookie (a link the browser opens) or header:
    // a visitor holding the link (forwarded, logged, shared) or another member gets the refusal page.
    const caller = await currentUser(c);
    if (!caller) return failed(c, 403, INDUSTRY_EXPORT_MSG.signInFirst);
    if (caller.uid !== check.claims.uid) return failed(c, 403, INDUSTRY_EXPORT_MSG.otherUser);
    const record = await exportRecord(db, check.claims.eid, check.claims.uid, at);
    const query = record && queryFromSearch(record.search);
    if (!query) return failed(c, 404, INDUSTRY_EXPORT_MSG.invalid);
    const head = await resolveQuery(db, query).catch((err: unknown) => {
      if (err instanceof Refusal) return null;
      throw err;
    });
    if (!head) return failed(c, 404, INDUSTRY_EXPORT_MSG.invalid);
    const file = exportFileName(at);
    const sheets = exportSheets(db, head, query, publicOrigin(env), at);
    return c.body(xlsxWebStream(sheets, at), 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': contentDisposition(file.name, file.fallback),
      'cache-control': 'no-store',
    });
  });
