/**
 * One cap on every request body, checked before the body is buffered: a declared length over the cap is refused
 * unread, a chunked body is counted as it arrives and refused at the first byte over (hono/body-limit).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { CONTENT_LIMITS } from '#lib/content/model.ts';
import type { AppEnv } from './context.ts';
import { tooLarge } from './respond.ts';

/** JSON and form calls: a form's fields are a few hundred characters at most. */
export const BODY_LIMIT = 64 * 1024;

/** Editor writes carry rich text: room for four at their longest (3 bytes a character in UTF-8). */
export const EDITOR_BODY_LIMIT = CONTENT_LIMITS.html * 3 * 4;

/** A member's 百科 version: its rich text at its longest (3 bytes a character) and room for the other fields. */
export const MEMBER_BODY_LIMIT = BAIKE_LIMITS.html * 3 + BODY_LIMIT;

/** The calls that legitimately send more; `own` routes enforce a limit of their own (the PDF upload). */
const LARGER: ReadonlyArray<{ path: RegExp; bytes: number | 'own' }> = [
  { path: /^\/api\/admin\/attachment\/upload$/, bytes: 'own' },
  { path: /^\/api\/admin\/import\/upload$/, bytes: 'own' },
  { path: /^\/api\/admin\/(article|reference|product)\/(create|update)$/, bytes: EDITOR_BODY_LIMIT },
  // 用户协议 / 隐私政策: a version's Markdown, up to LEGAL_LIMITS.body characters.
  { path: /^\/api\/admin\/legal\/(save|preview)$/, bytes: EDITOR_BODY_LIMIT },
  // 农业百科: a member's image upload limits its own body (routes/baike/images.ts).
  { path: /^\/api\/baike\/uploadImage$/, bytes: 'own' },
  // 我的百科: a member's entry carries rich text up to BAIKE_LIMITS.html characters.
  { path: /^\/api\/baike\/saveMyBaike$/, bytes: MEMBER_BODY_LIMIT },
];

export const bodyLimitOf = (path: string): number | 'own' =>
  LARGER.find((r) => r.path.test(path))?.bytes ?? BODY_LIMIT;

const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
const limiter = (bytes: number) => {
  let made = limiters.get(bytes);
  if (!made) limiters.set(bytes, (made = bodyLimit({ maxSize: bytes, onError: tooLarge })));
  return made;
};

/** App-wide: every body within its route's limit, else HTTP 413 with the envelope. */
export const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  const bytes = bodyLimitOf(c.req.path);
  return bytes === 'own' ? next() : limiter(bytes)(c, next);
};
