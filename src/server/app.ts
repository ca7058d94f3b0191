/** Assembles the API: one router per spec family under /api, the envelope for every outcome. */
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { assignedRequestId, noteAnswer, requestIdOf } from '#server/http/accessLog.ts';
import { limitBodies } from '#server/http/bodyLimit.ts';
import { MEMBER_READS } from '#server/http/memberCache.ts';
import type { Deps } from '#server/core/deps.ts';
import type { AppEnv } from '#server/http/context.ts';
import { dataExceptionCode } from '#server/http/dataException.ts';
import { Refusal } from '#server/core/refusal.ts';
import { jsonOnly } from '#server/http/jsonOnly.ts';
import { Limited } from '#server/http/limit.ts';
import { badInput, notFound, refuse, serverError, tooMany } from '#server/http/respond.ts';
import { secureAnswers } from '#server/http/secureAnswers.ts';
import { admin } from '#server/routes/admin/index.ts';
import { adminImport } from '#server/routes/admin/imports.ts';
import { article } from '#server/routes/article.ts';
import { base } from '#server/routes/base.ts';
import { data } from '#server/routes/data.ts';
import { enterprise } from '#server/routes/enterprise.ts';
import { file } from '#server/routes/file.ts';
import { reference } from '#server/routes/reference.ts';
import { health } from '#server/routes/health.ts';
import { user } from '#server/routes/user/index.ts';
import { sim } from '#server/routes/sim/index.ts';
import { internal } from '#server/routes/internal.ts';
import { order } from '#server/routes/order.ts';
import { invoice } from '#server/routes/invoice.ts';
import { payment } from '#server/routes/payment.ts';
import { vegetable } from '#server/routes/vegetable/index.ts';
import { standard } from '#server/routes/standard/index.ts';
import { trade } from '#server/routes/trade/index.ts';
import { food } from '#server/routes/food/index.ts';
import { industry } from '#server/routes/industry/index.ts';
import { ast } from '#server/routes/ast/index.ts';
import { baike } from '#server/routes/baike/index.ts';
import { legal } from '#server/routes/legal.ts';
import { uploads } from '#server/routes/uploads.ts';
import { contentCache } from '#server/http/contentCache.ts';
import { createViewCounter } from '#server/services/content/views.ts';
import { createBaikeViewGate } from '#server/services/baike/viewGate.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('api');

export function createApp(given: Deps) {
  // Public answers are cached per app (per process), views of cached details counted in batches.
  const deps: Deps = {
    ...given,
    publicCache: given.publicCache ?? contentCache(given.db),
    views: given.views ?? createViewCounter(given.db),
    baikeViewGate: given.baikeViewGate ?? createBaikeViewGate(given.secret),
  };
  const root = new Hono<AppEnv>();
  // Outermost, for every path: /uploads/, /api and the 404s of both carry the security headers.
  root.use(secureAnswers(deps.env.PUBLIC_URL));
  // The access line (accessLog.ts) names the route's pattern, never the path asked, and whether the public cache answered.
  root.use(async (c, next) => {
    await next();
    const route = routePath(c, -1);
    const family = c.res.status === 404 && route.endsWith('*') ? '(not found)' : route;
    noteAnswer(c.env?.incoming, { route: family, cache: c.get('cache') ?? 'none' });
  });
  // Members' uploaded images live at /uploads/ beside /api: the same app (one router) serves them.
  root.route('/uploads', uploads(deps));
  const app = root.basePath('/api');
  // The id the access line carries (accessLog.ts), or one by the same rule where no Node server stands in front.
  app.use(
    requestId({
      headerName: '',
      generator: (c) => assignedRequestId(c.env?.incoming) ?? requestIdOf(c.req.header('X-Request-Id')),
    }),
  );
  app.use(async (c, next) => {
    c.header('X-Request-Id', c.get('requestId'));
    await next();
  });
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
    // A call that may have written (any but the reads) may have changed a member or a session; a 4xx answer wrote
    // nothing (refused before its work, or its transaction rolled back).
    const wrote =
      !c.get('reads') && !MEMBER_READS.has(c.req.path) && (c.res.status < 400 || c.res.status >= 500);
    if (deps.members && wrote) deps.members.clear();
  });
  app.use(limitBodies);
  app.use(jsonOnly);
  app.route('/health', health);
  app.route('/base', base);
  app.route('/user', user);
  app.route('/article', article);
  app.route('/reference', reference);
  app.route('/data', data);
  app.route('/enterprise', enterprise);
  app.route('/file', file);
  app.route('/order', invoice);
  app.route('/order', order);
  app.route('/payment', payment);
  app.route('/vegetable', vegetable);
  app.route('/standard', standard);
  app.route('/trade', trade);
  app.route('/food', food);
  app.route('/industry', industry);
  app.route('/ast', ast);
  app.route('/baike', baike);
  app.route('/legal', legal);
  // Before /admin and its editor guard: market reporters may import their own market's prices (imports.ts).
  app.route('/admin/import', adminImport);
  app.route('/admin', admin);
  app.route('/internal', internal);
  // Simulators stand in for outside services on development and test machines only.
  if (deps.env.NODE_ENV !== 'production') app.route('/sim', sim);
  app.notFound(notFound);
  app.onError((err, c) => {
    // A schema's refusal names its field, so a form shows it under that field.
    if (err instanceof Refusal) return refuse(c, err.message, err.field ? { field: err.field } : null);
    if (err instanceof Limited) return tooMany(c, err.retryAfterS, err.answer);
    const id = c.get('requestId');
    // Input the database refuses as malformed is the caller's mistake: a refusal, logged without a stack.
    const dataCode = dataExceptionCode(err);
    if (dataCode) {
      log.warn({ reqId: id, method: c.req.method, path: c.req.path, dataCode }, 'refused by the database');
      return badInput(c);
    }
    log.error({ err, reqId: id, method: c.req.method, path: c.req.path }, 'request failed');
    return serverError(c, id);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
