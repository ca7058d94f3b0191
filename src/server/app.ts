/** Assembles the API: one router per spec family under /api, the envelope for every outcome. */
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { limitBodies } from './http/bodyLimit.ts';
import { MEMBER_READS } from './http/memberCache.ts';
import type { AppEnv, Deps } from './http/context.ts';
import { dataExceptionCode } from './http/dataException.ts';
import { Refusal } from './http/input.ts';
import { jsonOnly } from './http/jsonOnly.ts';
import { Limited } from './http/limit.ts';
import { badInput, notFound, refuse, serverError, tooMany } from './http/respond.ts';
import { secureAnswers } from './http/secureAnswers.ts';
import { admin } from './routes/admin/index.ts';
import { adminImport } from './routes/admin/imports.ts';
import { article } from './routes/article.ts';
import { base } from './routes/base.ts';
import { data } from './routes/data.ts';
import { enterprise } from './routes/enterprise.ts';
import { file } from './routes/file.ts';
import { reference } from './routes/reference.ts';
import { health } from './routes/health.ts';
import { user } from './routes/user/index.ts';
import { sim } from './routes/sim/index.ts';
import { internal } from './routes/internal.ts';
import { order } from './routes/order.ts';
import { invoice } from './routes/invoice.ts';
import { payment } from './routes/payment.ts';
import { vegetable } from './routes/vegetable/index.ts';
import { standard } from './routes/standard/index.ts';
import { trade } from './routes/trade/index.ts';
import { food } from './routes/food/index.ts';
import { industry } from './routes/industry/index.ts';
import { ast } from './routes/ast/index.ts';
import { baike } from './routes/baike/index.ts';
import { uploads } from './routes/uploads.ts';
import { contentCache } from './services/publish/cacheTags.ts';
import { createViewCounter } from './services/content/views.ts';
import { createBaikeViewGate } from './services/baike/viewGate.ts';

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
  // Members' uploaded images live at /uploads/ beside /api: the same app (one router) serves them.
  root.route('/uploads', uploads(deps));
  const app = root.basePath('/api');
  app.use(requestId());
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
      console.warn(`[api] ${id} ${c.req.method} ${c.req.path} refused by the database: ${dataCode}`);
      return badInput(c);
    }
    console.error(`[api] ${id} ${c.req.method} ${c.req.path}`, err);
    return serverError(c, id);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
