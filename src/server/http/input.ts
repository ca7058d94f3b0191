/** Reading and validating input at the edge: JSON bodies, query for GET; zod with Chinese messages. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { MSG } from '#lib/shared/messages.ts';
import { CONTROL_CHARS } from '#lib/shared/validators.ts';
import { forwardedClient, socketAddress } from './address.ts';
import type { AppEnv } from './context.ts';
import { isJsonType } from './jsonOnly.ts';

/** Thrown by handlers for a refusal; the app turns it into code 0 with its message. */
/** A refusal of the caller's input; `field`: the first field the schema refused (a form shows it under that field). */
export class Refusal extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

export async function readPayload(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.req.query();
  const type = c.req.header('content-type');
  // jsonOnly refused a body of another type, or an untyped one, before it was read: an untyped request has none.
  if (type === undefined) return {};
  if (!isJsonType(type)) throw new Refusal(MSG.jsonOnly);
  try {
    const text = await c.req.text();
    if (!text.trim()) return {};
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    throw new Refusal(MSG.badRequest);
  }
  throw new Refusal(MSG.badRequest);
}

/** Whether any text in the payload, names included, has a control character no text has (NUL breaks the database). */
export function hasControlChars(payload: unknown): boolean {
  // A loop, not recursion: a 64 KB body can nest thousands of levels deep.
  const pending = [payload];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (CONTROL_CHARS.test(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (CONTROL_CHARS.test(k)) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

/** Parse with a schema; the first failing rule's Chinese message becomes the refusal. */
export async function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  c.get('deps').seeSchema?.(`${c.req.method} ${c.req.routePath}`, schema);
  const payload = await readPayload(c);
  // Every call, whatever its schema: single-line fields refuse tab/newline/CR too (cleanText in the validators).
  if (hasControlChars(payload)) throw new Refusal(MSG.controlChars);
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
