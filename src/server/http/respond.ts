/** Envelope helpers (DESIGN.md): every answer is { code, msg, data }. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODE, type Envelope } from '#lib/envelope.ts';
import { MSG } from '#lib/shared/messages.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';

export const HTTP = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  preconditionRequired: 428,
  unsupportedType: 415,
  tooMany: 429,
  serverError: 500,
  unavailable: 503,
} as const;

const send = <T>(c: Context, status: ContentfulStatusCode, body: Envelope<T>) => c.json(body, status);

export const ok = <T>(c: Context, data: T, msg: string = MSG.done) =>
  send(c, HTTP.ok, { code: CODE.ok, msg, data });

/** A success's envelope around data that is JSON text already (kept serialised). */
export const okText = (dataJson: string, msg: string = MSG.done) =>
  `{"code":${CODE.ok},"msg":${JSON.stringify(msg)},"data":${dataJson}}`;

/** A refusal the user can act on: HTTP 200, code 0, a Chinese message. */
export const refuse = (c: Context, msg: string, data: unknown = null) =>
  send(c, HTTP.ok, { code: CODE.refused, msg, data });

export const unauthorized = (c: Context) =>
  send(c, HTTP.unauthorized, { code: CODE.unauthorized, msg: MSG.unauthorized, data: null });

/** A member who has not accepted the documents now in force: HTTP 428, code 428, until they do (issue 30). */
export const consentDue = (c: Context) =>
  send(c, HTTP.preconditionRequired, { code: CODE.consentDue, msg: LEGAL_MSG.consentDue, data: null });

/** HTTP 429; `msg` when a family says what its limit is. */
export const tooMany = (c: Context, retryAfterS: number, msg: string = MSG.tooMany) => {
  c.header('Retry-After', String(retryAfterS));
  return send(c, HTTP.tooMany, { code: CODE.tooMany, msg, data: null });
};

/** A body over the limit, refused before it was read whole: HTTP 413, code 413. */
export const tooLarge = (c: Context, msg: string = MSG.tooLarge) =>
  send(c, HTTP.tooLarge, { code: CODE.tooLarge, msg, data: null });

/** A body in another format than the call takes (a cross-site form posts one): HTTP 415, a refusal. */
export const unsupportedType = (c: Context) =>
  send(c, HTTP.unsupportedType, { code: CODE.refused, msg: MSG.jsonOnly, data: null });

/** Input the database refused as malformed (a data exception): HTTP 400, a refusal. */
export const badInput = (c: Context) =>
  send(c, HTTP.badRequest, { code: CODE.refused, msg: MSG.badRequest, data: null });

export const notFound = (c: Context) =>
  send(c, HTTP.notFound, { code: CODE.notFound, msg: MSG.notFoundApi, data: null });

export const serverError = (c: Context, requestId: string) =>
  send(c, HTTP.serverError, { code: CODE.serverError, msg: MSG.serverError, data: null, requestId });

/** Signed in but not allowed (editor calls for members): HTTP 403, code 403. */
export const forbidden = (c: Context, msg: string) =>
  send(c, HTTP.forbidden, { code: HTTP.forbidden, msg, data: null });
