/**
 * The API app's outermost middleware: every answer it gives (API, /uploads/, 404s, refusals, 5xx) carries the
 * security headers and a CSP that allows nothing; an HTML answer (OAuth callback, simulator pages) the page policy,
 * its scripts only the server's own (`SERVER_SCRIPTS`), never one the answer holds.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { inlineScriptHashes, inlineStyleHashes, pageCsp, sha256Source } from '#server/site/csp.ts';
import { SERVER_SCRIPTS } from './html.ts';
import { answerHeaders, robotsTag } from './securityHeaders.ts';

const SERVER_SCRIPT_HASHES = new Set(Object.values(SERVER_SCRIPTS).map(sha256Source));

export const secureAnswers =
  (publicUrl: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const text = html ? await c.res.clone().text() : '';
    // Read only now: under @hono/node-server a clone replaces the answer's headers object.
    const headers = c.res.headers;
    if (html) {
      // Of the answer's inline scripts only the server's own run; its style elements are html.ts constants.
      const scripts = inlineScriptHashes(text).filter((hash) => SERVER_SCRIPT_HASHES.has(hash));
      headers.set('Content-Security-Policy', pageCsp({ scripts, styles: inlineStyleHashes(text) }));
    }
    const robots = robotsTag(c.req.path);
    if (robots) headers.set('X-Robots-Tag', robots);
    // A route's own choice (the OAuth callback's no-referrer) stands.
    for (const [name, value] of Object.entries(answerHeaders(publicUrl)))
      if (!headers.has(name)) headers.set(name, value);
  };
