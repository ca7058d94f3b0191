/** A file uploaded in a multipart form (field `file`), for the editor's upload calls: one limit, one reading. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { tooLarge } from './respond.ts';

// Room for the multipart boundaries, headers and small form fields around the file itself.
export const MULTIPART_SLACK = 64 * 1024;

/** Answers HTTP 413 with `message` to a body larger than a file of `maxBytes` in its form, before it is read. */
export const uploadLimit = (maxBytes: number, message: string): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes + MULTIPART_SLACK, onError: (c) => tooLarge(c, message) });

/** The form's `file` and its other fields, or null when the body is not a multipart form with a file. */
export async function readUpload(c: Context): Promise<{ file: File; form: Record<string, unknown> } | null> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return null;
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.file;
  return form && file instanceof File ? { file, form } : null;
}
