/**
 * Middleware: every API answer carries the security headers; an HTML answer (OAuth callback, simulator pages) the
 * page CSP with the hashes of its own inline script and style, a JSON answer a policy that allows nothing.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { API_CSP, pageCsp } from './csp.ts';
import { securityHeaders } from './securityHeaders.ts';

export const secureAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  // A route's own choice (the OAuth callback's no-referrer) stands.
  for (const [name, value] of Object.entries(securityHeaders(c.get('deps').env.PUBLIC_URL)))
    if (!headers.has(name)) headers.set(name, value);
  const type = headers.get('content-type') ?? '';
  if (type.startsWith('text/html'))
    headers.set('Content-Security-Policy', pageCsp(await c.res.clone().text()));
  else if (type.includes('json')) headers.set('Content-Security-Policy', API_CSP);
};
