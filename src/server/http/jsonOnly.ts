/**
 * JSON calls take JSON only: a body of another type (a cross-site form sends text/plain, form-urlencoded or
 * multipart) is refused with HTTP 415 before it is read. The calls whose senders post other formats are listed here.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { unsupportedType } from './respond.ts';

/** The calls that take other formats, each for a sender that is not the portal's own client. */
const OTHER_TYPES: ReadonlyArray<RegExp> = [
  // The payment channels post their own formats (Alipay a form, WeChat Pay JSON), proven by their signatures.
  /^\/api\/payment\/notify\/(alipay|wechat)$/,
  // The editors' PDF upload is a multipart file.
  /^\/api\/admin\/attachment\/upload$/,
  // The editors' data import: a CSV or XLSX file with its family and mode.
  /^\/api\/admin\/import\/upload$/,
  // 农业百科: a member's image upload is a multipart file.
  /^\/api\/baike\/uploadImage$/,
  // The simulators' payer and sign-in pages post forms (development only, loopback only).
  /^\/api\/sim\//,
];

export const takesOtherTypes = (path: string): boolean => OTHER_TYPES.some((p) => p.test(path));

/** `application/json`, with or without parameters such as charset. */
export const isJsonType = (type: string | undefined): boolean =>
  type?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** Without a content type, a request is taken only when it declares no body (logout, a check-in: nothing to read). */
const declaresBody = (header: (name: string) => string | undefined): boolean => {
  const length = header('content-length');
  return header('transfer-encoding') !== undefined || (length !== undefined && Number(length) !== 0);
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** App-wide: every write call's body is JSON unless the call is listed in OTHER_TYPES. */
export const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READS.has(c.req.method) || takesOtherTypes(c.req.path)) return next();
  const type = c.req.header('content-type');
  const accepted = type === undefined ? !declaresBody((name) => c.req.header(name)) : isJsonType(type);
  if (!accepted) return unsupportedType(c);
  await next();
};
