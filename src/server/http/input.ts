/** Reading and validating input at the edge: JSON bodies, query for GET; zod with Chinese messages. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { MSG } from '#lib/shared/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { CONTROL_CHARS, LONE_SURROGATE } from '#lib/shared/validators.ts';
import { forwardedClient, socketAddress } from './address.ts';
import type { AppEnv } from './context.ts';
import { isJsonType } from './jsonOnly.ts';

/** Strict: a byte sequence that is no UTF-8 throws instead of becoming U+FFFD (the BOM is still dropped). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export async function readPayload(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.req.query();
  const type = c.req.header('content-type');
  // jsonOnly refused a body of another type, or an untyped one, before it was read: an untyped request has none.
  if (type === undefined) return {};
  if (!isJsonType(type)) throw new Refusal(MSG.jsonOnly);
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    // Bytes that are no UTF-8 (a lone surrogate's three bytes among them): refused, not turned into "�".
    throw new Refusal(MSG.brokenChars);
  }
  try {
    if (!text.trim()) return {};
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    throw new Refusal(MSG.badRequest);
  }
  throw new Refusal(MSG.badRequest);
}

/** Why a text of the payload is refused: a control character no text has (NUL breaks the database), or a lone surrogate. */
const badText = (text: string): string | null =>
  CONTROL_CHARS.test(text) ? MSG.controlChars : LONE_SURROGATE.test(text) ? MSG.brokenChars : null;

/** The refusal of the first bad text anywhere in the payload, names included; null when every text is fine. */
export function badTextIn(payload: unknown): string | null {
  // A loop, not recursion: a 64 KB body can nest thousands of levels deep.
  const pending = [payload];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const bad = badText(value);
      if (bad) return bad;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const bad = badText(k);
        if (bad) return bad;
        pending.push(v);
      }
    }
  }
  return null;
}

/** Parse with a schema; the first failing rule's Chinese message becomes the refusal. */
export async function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  c.get('deps').seeSchema?.(`${c.req.method} ${c.req.routePath}`, schema);
  const payload = await readPayload(c);
  // Every call, whatever its schema: single-line fields refuse tab/newline/CR too (cleanText in the validators).
  const bad = badTextIn(payload);
  if (bad) throw new Refusal(bad);
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  throw new Refusal(issue?.message ?? MSG.badRequest, typeof field === 'string' ? field : undefined);
}

/** The client's address: TRUST_PROXY hops from the right of X-Forwarded-For, else the socket's. */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').proxyHops;
  return forwardedClient(c.req.header('x-forwarded-for'), hops) ?? socketAddress(c) ?? 'unknown';
}
