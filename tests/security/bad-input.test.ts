/**
 * Every mounted API call, fed bad input derived from the zod schema it validates with (wrong types, missing, empty,
 * huge, control characters, odd unicode, out-of-range numbers, deep nesting; whole bodies of the wrong type), as a
 * visitor, a member and an editor: no answer is a 5xx, and a batch the call refused changed no row.
 * A route added to the app is covered without editing this file: it is found in the app's own route table and its
 * schema is learned from `validate()` (Deps.seeSchema); one that validates nothing must be named in NO_SCHEMA.
 * Every upload route also gets every hostile file (issue 27: bombs, polyglots, truncated, wrong magic, pixel bombs)
 * as each role, and refuses each without a 5xx or a changed row; one added must be named in UPLOADS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSuccessCode } from '#lib/envelope.ts';
import { NOW, signedIn } from '../api/content-fixtures.ts';
import { testApp, type Caller, type TestApp } from '../api/support.ts';
import { changedTables, rowSnapshot, walPosition } from './support.ts';
import { hostileImages, hostileImports, hostilePdfs } from '../api/hostile-files.ts';
import { captureLog } from '../logCapture.ts';

/**
 * Routes that validate no input with a schema, each with why. They still get every whole-body, query and path
 * value below (no 5xx, no row changed when refused); the test fails on an entry that is stale.
 */
const NO_SCHEMA: Record<string, string> = {
  'GET /api/health': 'takes no input: database reachable, version',
  'GET /api/user/getImgVerificationCode': 'takes no input: a new captcha image',
  'GET /api/user/oauthCallback/:type':
    "the OAuth provider's redirect: a page, reads state/code as opaque text",
  'POST /api/user/getProfile': 'takes no input: the signed-in member',
  'POST /api/user/logout': 'takes no input: ends the session of its token',
  'POST /api/user/score': 'takes no input: the signed-in member',
  'POST /api/user/checkIn': 'takes no input: the signed-in member',
  'GET /api/article/getBannerList': 'takes no input',
  'GET /api/food/getCateList': 'takes no input: the whole category tree',
  'POST /api/industry/getDataDomainTree': 'takes no input: the whole domain tree',
  'GET /api/industry/export/:token':
    'the signed export token in the path, checked (shape, MAC, expiry) before any read',
  'GET /api/user/dataExport/:token':
    'the signed data-export token in the path, checked (shape, MAC, expiry, member) before any read',
  'POST /api/article/hotKeywords': 'takes no input',
  'POST /api/order/getInvoiceInfo': 'takes no input: the signed-in member',
  'POST /api/payment/notify/wechat': "the channel's signed raw body, verified before anything is read",
  'POST /api/payment/notify/alipay': "the channel's signed form, verified before anything is read",
  'POST /api/admin/attachment/upload': 'a multipart PDF upload, checked by the upload service',
  'POST /api/baike/uploadImage': 'a multipart image upload, checked by its bytes (services/baike/images.ts)',
  'GET /uploads/baike/:name':
    'a file name matched whole against <sha256>[-<width>].<ext>; anything else is a 404',
  'POST /api/admin/import/upload':
    'a multipart CSV/XLSX upload; its form fields checked by importUploadSchema',
  'POST /api/admin/import/families': 'takes no input',
  'POST /api/admin/publish/status': 'takes no input',
  'POST /api/admin/commerce/plans': 'takes no input',
  'POST /api/admin/commerce/rules': 'takes no input',
  'POST /api/admin/vegetable/reporterList': 'takes no input',
  'POST /api/vegetable/reporterMarket': 'takes no input: the signed-in member',
  'POST /api/legal/consentDue': 'takes no input: the signed-in member',
  'POST /api/internal/build/:name':
    "the build child's queries, behind its per-process token (404 to anyone else)",
};
/** The upload routes (a multipart `file`), with the form fields each takes beside it. */
const UPLOADS: Record<string, Record<string, string>> = {
  'POST /api/admin/import/upload': { family: 'product', mode: 'good_rows' },
  'POST /api/admin/attachment/upload': {},
  'POST /api/baike/uploadImage': {},
};

/** Development stand-ins for outside services: loopback only (404 to anyone else), not mounted in production. */
const NO_SCHEMA_PREFIX = '/api/sim/';

/** Tables that record refusals by design; a refused batch may move them. */
const RECORDS_REFUSALS = [
  'rate_limits', // attempt counters: failed logins, refused notifications, per-address limits count refusals
  'payment_events', // refused payment notifications are logged (repeats counted on one row)
  'captchas', // a wrong answer uses up the captcha it guessed (one guess per image)
];

const ROLES = ['visitor', 'member', 'editor'] as const;
type Role = (typeof ROLES)[number];

interface Route {
  method: string;
  path: string;
  key: string;
}

/** One bad request: a name for the report, then what to send. */
interface Input {
  name: string;
  path: string;
  body?: BodyInit;
  type?: string;
}

interface Answer {
  status: number;
  refused: boolean;
}

// ---- bad values, as raw JSON text (so numbers like 1e308 and escapes like a lone surrogate arrive as written) ----

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const str = (s: string) => JSON.stringify(s);

/** Every field of every call gets each of these in turn, the other fields valid. */
const FIELD_VALUES: Record<string, string> = {
  number: '12345',
  string: str('abc'),
  'empty array': '[]',
  array: '["a",1]',
  object: '{"a":"b"}',
  null: 'null',
  true: 'true',
  empty: str(''),
  blank: str('   '),
  'huge 60 KB': str('x'.repeat(60_000)),
  'huge 60 KB of CJK': str('稻'.repeat(20_000)),
  NUL: '"a\\u0000b"',
  ESC: '"a\\u001bb"',
  tab: '"a\\tb"',
  newline: '"a\\nb"',
  'C1 NEL': '"a\\u0085b"',
  'lone high surrogate': '"\\ud800"',
  'lone low surrogate': '"a\\udfffb"',
  BOM: '"\\ufeff"',
  emoji: str('😀'),
  'SQL quote': str("' or 1=1--"),
  'LIKE wildcards': str('%_\\'),
  'path climb': str('../../etc/passwd'),
  markup: str('<script>alert(1)</script>'),
  '1e308': '1e308',
  '-1': '-1',
  zero: '0',
  fraction: '1.5',
  '2**53+1': '9007199254740993',
  '2**31': '2147483648',
  '"2**53+1"': str('9007199254740993'),
  '"1e20"': str('99999999999999999999'),
  '"-1"': str('-1'),
  hex: str('0x10'),
  'padded number': str(' 1 '),
  'impossible date': str('2026-02-30'),
  'far date': str('99999-12-31'),
  'nested 5,000 arrays': deepArray(5_000),
  'nested 5,000 objects': deepObject(5_000),
};

/** Query strings carry text only; these are also sent raw, as a client could (broken or overlong encodings). */
const RAW_QUERY_VALUES: Record<string, string> = {
  'bad percent': '%ZZ',
  'lone percent': '%',
  'percent NUL': '%00',
  'encoded lone surrogate': '%ED%A0%80',
  'overlong slash': '%C0%AF',
  'repeated key': '1&{key}=2',
  'bracket key': '1&{key}[a]=1',
};

/** A role refused at the door (401/403 to every whole body) gets only these of each field: auth comes first. */
const DOOR_VALUES = ['missing', 'number', 'object', 'NUL', 'huge 60 KB', 'nested 5,000 arrays'];

/** Values for a path parameter (`:id`, `:type`…), raw in the URL. */
const PATH_VALUES = [
  'x',
  '%00',
  '%ZZ',
  '%2e%2e%2f%2e%2e',
  '..',
  'a'.repeat(3_000),
  '-1',
  '99999999999999999999',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
];

// ---- a valid starting point per schema, found by the schema itself ----

/** Candidates tried for a field until its schema takes one (first enum value and const first). */
const CANDIDATES: unknown[] = [
  1,
  '1',
  'news',
  'a',
  '测试',
  '13800138000',
  '123456',
  'abc12345',
  '2026-01',
  '2026-01-01',
  'a'.repeat(24),
  'user@example.com',
  'https://example.com/',
  '/',
  true,
  [],
  [1],
  {},
];

interface Shape {
  fields: string[];
  baseline: Record<string, unknown>;
}

/**
 * Field names (of every branch of a union) and a valid value for each required one: optional fields stay out of
 * the baseline, so each bad value meets otherwise valid input and reaches as deep as it can.
 */
function shapeOf(schema: z.ZodType): Shape {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];
  const properties: Record<string, JsonSchema> = Object.assign(
    {},
    ...branches.map((b) => b.properties ?? {}),
  );
  const required = new Set(branches.flatMap((b) => b.required ?? []));
  const baseline: Record<string, unknown> = {};
  for (const [field, prop] of Object.entries(properties)) {
    if (!required.has(field)) continue;
    const own = [...(prop.enum ?? []), ...(prop.const === undefined ? [] : [prop.const])];
    for (const candidate of [...own, ...CANDIDATES]) {
      const parsed = schema.safeParse({ ...baseline, [field]: candidate });
      if (parsed.success || !parsed.error.issues.some((i) => i.path[0] === field)) {
        baseline[field] = candidate;
        break;
      }
    }
  }
  return { fields: Object.keys(properties), baseline };
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
  enum?: unknown[];
  const?: unknown;
}

// ---- the inputs of one call ----

const rawObject = (entries: Array<[string, string]>) =>
  `{${entries.map(([k, raw]) => `${JSON.stringify(k)}:${raw}`).join(',')}}`;

/** The route's path with its parameters filled (spaces encoded: the spec has paths ending in one). */
const withPath = (route: Route, value = 'x') => route.path.replace(/:\w+/g, value).replaceAll(' ', '%20');

/** Percent-encode a query value; text JavaScript cannot encode (a lone surrogate) goes as its UTF-8 bytes would. */
const queryText = (raw: string): string => {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return raw;
  }
  const text = typeof value === 'string' ? value : raw;
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Field-by-field inputs: each field gets each bad value (and goes missing), the others keep their valid value. */
function fieldInputs(route: Route, shape: Shape): Input[] {
  const inputs: Input[] = [];
  const base = Object.entries(shape.baseline).map(([k, v]) => [k, JSON.stringify(v)] as [string, string]);
  const others = (field: string) => base.filter(([k]) => k !== field);
  const isGet = route.method === 'GET';
  const query = (entries: Array<[string, string]>) =>
    entries.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  for (const field of shape.fields) {
    const send = (name: string, entries: Array<[string, string]>) =>
      inputs.push(
        isGet
          ? { name: `${field}: ${name}`, path: `${withPath(route)}?${query(entries)}` }
          : {
              name: `${field}: ${name}`,
              path: withPath(route),
              body: rawObject(entries),
              type: 'application/json',
            },
      );
    send('missing', others(field));
    for (const [name, raw] of Object.entries(FIELD_VALUES)) {
      const value = isGet ? queryText(raw) : raw;
      send(name, [...others(field), [field, value]]);
    }
    if (isGet) {
      for (const [name, raw] of Object.entries(RAW_QUERY_VALUES)) {
        send(name, [...others(field), [field, raw.replaceAll('{key}', encodeURIComponent(field))]]);
      }
    }
  }
  return inputs;
}

/** Whole requests: bodies of the wrong type or encoding, too large, not an object; path parameters gone wrong. */
function bodyInputs(route: Route, shape: Shape): Input[] {
  const path = withPath(route);
  const inputs: Input[] = PATH_VALUES.filter(() => route.path.includes('/:')).map((value) => ({
    name: `path parameter ${value.slice(0, 20)}`,
    path: withPath(route, value),
    ...(route.method === 'GET' ? {} : { body: JSON.stringify(shape.baseline), type: 'application/json' }),
  }));
  if (route.method === 'GET') {
    return [
      ...inputs,
      { name: 'no query', path },
      { name: 'junk query', path: `${path}?%ZZ=%00&a=%ED%A0%80&&=&b` },
      { name: 'huge query', path: `${path}?a=${'x'.repeat(60_000)}` },
    ];
  }
  const json = JSON.stringify(shape.baseline);
  const form = new URLSearchParams(
    Object.entries(shape.baseline).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  const multipart = new FormData();
  for (const [k, v] of Object.entries(shape.baseline))
    multipart.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const fileInstead = new FormData();
  for (const k of Object.keys(shape.baseline)) fileInstead.set(k, new Blob(['%PDF-1.4 \u0000']), 'a.pdf');
  const invalidUtf8 = new Uint8Array([
    ...new TextEncoder().encode('{"a":"'),
    0xff,
    0xfe,
    0xc0,
    ...new TextEncoder().encode('"}'),
  ]);
  const body = (name: string, b: BodyInit | undefined, type?: string): Input => ({
    name,
    path,
    body: b,
    type,
  });
  return [
    ...inputs,
    body('JSON sent as text/plain', json, 'text/plain'),
    body('JSON with no content type', new TextEncoder().encode(json)),
    body('JSON as UTF-16', json, 'application/json; charset=utf-16'),
    body('form-urlencoded', form, 'application/x-www-form-urlencoded'),
    body('broken form encoding', '%ZZ=%00&a=%ED%A0%80&&=', 'application/x-www-form-urlencoded'),
    body('multipart', multipart),
    body('files in every field', fileInstead),
    body('multipart without parts', 'garbage', 'multipart/form-data; boundary=x'),
    body('invalid JSON', '{"a":', 'application/json'),
    body('JSON array', '[1,2]', 'application/json'),
    body('JSON string', '"x"', 'application/json'),
    body('JSON number', '1e308', 'application/json'),
    body('JSON null', 'null', 'application/json'),
    body('empty body', '', 'application/json'),
    body('byte-order mark', `\ufeff${json}`, 'application/json'),
    body('invalid UTF-8', invalidUtf8, 'application/json'),
    body('nested 5,000 arrays', deepArray(5_000), 'application/json'),
    body(
      'prototype keys',
      json.replace('{', '{"__proto__":{"role":"editor"},"constructor":{"prototype":{"x":1}},'),
      'application/json',
    ),
    body('over the body limit', json.replace('{', `{"pad":"${'x'.repeat(70_000)}",`), 'application/json'),
  ];
}

// ---- the run ----

let t: TestApp;
const schemas = new Map<string, z.ZodType>();
const callers: Partial<Record<Role, Caller>> = {};
let accounts = 0;
/** A fresh signed-in caller of `role` (a call like logout ends the session of the one before). */
async function signIn(role: Role): Promise<void> {
  callers[role] =
    role === 'visitor'
      ? t.browser()
      : (await signedIn(t, `bad${role}${++accounts}`, role === 'editor' ? 'editor' : 'member')).call;
}

/** Each call from its own address, so per-address limits never stand between a value and the code it tests. */
let calls = 0;
const nextIp = () => {
  calls++;
  return `198.18.${(calls >> 8) & 255}.${calls & 255}`;
};

async function send(role: Role, route: Route, input: Input): Promise<Answer> {
  const headers: Record<string, string> = input.type ? { 'content-type': input.type } : {};
  const caller = callers[role]!;
  // Through the role's caller for its token, but with a raw body: the caller would JSON-encode an object.
  const res = await caller(input.path, undefined, {
    method: route.method,
    headers,
    raw: input.body,
    ip: nextIp(),
  });
  const refused =
    res.status >= 400 || (Number.isNaN(res.json.code) ? res.text === 'fail' : !isSuccessCode(res.json.code));
  return { status: res.status, refused };
}

/** What one route's batches came to. */
interface Outcome {
  inputs: number;
  refused: number;
  /** Batches (or single inputs) of refusals whose rows were compared. */
  rowChecks: number;
  /** Roles that got every field input (not only DOOR_VALUES). */
  fullRoles: number;
}

/** Every distinct method and path the app mounts, middleware (`ALL …/*`) aside. */
const mountedRoutes = (): Route[] => {
  const seen = new Map<string, Route>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' && r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) seen.set(key, { method: r.method, path: r.path, key });
  }
  return [...seen.values()];
};

const listed = (route: Route) => route.key in NO_SCHEMA || route.path.startsWith(NO_SCHEMA_PREFIX);
const rolesOf = (route: Route): Role[] =>
  route.path.startsWith('/api/admin/') ? [...ROLES] : ['visitor', 'member'];

let routes: Route[];
const outcomes = new Map<string, Outcome>();
const findings: string[] = [];

beforeAll(async () => {
  t = await testApp({ now: () => NOW, seeSchema: (route, schema) => schemas.set(route, schema) });
  for (const role of ROLES) await signIn(role);
  // The probes' refused payment notifications are logged as warnings; the run below checks what matters.
  const warnings = captureLog();
  routes = mountedRoutes();
  // One probe per route as an editor (who may call everything) teaches the schema each validates with.
  for (const route of routes) {
    await callers.editor!(withPath(route), route.method === 'GET' ? undefined : {}, {
      method: route.method,
      ip: nextIp(),
    });
    if (route.key === 'POST /api/user/logout') await signIn('editor');
  }
  // A record of each editor family, so calls naming id 1 reach past "not found".
  for (const route of routes.filter((r) => r.path.endsWith('/create') && schemas.has(r.key))) {
    await callers.editor!(route.path, shapeOf(schemas.get(route.key)!).baseline, { ip: nextIp() });
  }
  warnings.stop();
}, 60_000);
afterAll(() => t.close());

/**
 * Send `inputs`, then those `then` picks after seeing their answers; the tables this changed (a full snapshot after
 * only when the write-ahead log moved) and the answers.
 */
async function measured(
  role: Role,
  route: Route,
  inputs: Input[],
  then: (answers: Answer[]) => Input[] = () => [],
) {
  const before = await rowSnapshot(t.db);
  const wal = await walPosition(t.db);
  const answers: Array<[Input, Answer]> = [];
  for (const input of inputs) answers.push([input, await send(role, route, input)]);
  for (const input of then(answers.map(([, a]) => a))) answers.push([input, await send(role, route, input)]);
  const moved = (await walPosition(t.db)) !== wal;
  const changed = moved ? changedTables(before, await rowSnapshot(t.db), RECORDS_REFUSALS) : [];
  return { answers, changed };
}

/** Auth refusals: the role cannot call this route at all. */
const atTheDoor = (a: Answer) => a.status === 401 || a.status === 403;

/**
 * One route as one role: whole-body inputs, then the field inputs (only DOOR_VALUES of each field when the role was
 * refused at the door for every whole body). When every answer was a refusal, no table may have changed.
 */
async function runBatch(
  route: Route,
  role: Role,
  door: Input[],
  fields: Input[],
  outcome: Outcome,
): Promise<void> {
  if (role === 'visitor') await signIn('visitor');
  const { answers, changed } = await measured(role, route, door, (first) => {
    if (first.length > 0 && first.every(atTheDoor))
      return fields.filter((input) => DOOR_VALUES.some((v) => input.name.endsWith(`: ${v}`)));
    outcome.fullRoles++;
    return fields;
  });
  for (const [input, answer] of answers) {
    if (answer.status >= 500) findings.push(`${route.key} as ${role}, ${input.name}: HTTP ${answer.status}`);
  }
  outcome.inputs += answers.length;
  const refusals = answers.filter(([, a]) => a.refused);
  outcome.refused += refusals.length;
  let suspects = changed.length ? refusals : [];
  if (changed.length && refusals.length < answers.length) {
    // Some input was taken: send the refused ones again, alone, to see whether they still change a row.
    const again = await measured(
      role,
      route,
      refusals.map(([input]) => input),
    );
    if (!again.changed.length) suspects = [];
    if (again.answers.every(([, a]) => a.refused)) outcome.rowChecks++;
  } else {
    outcome.rowChecks++;
  }
  // Name the refused inputs that change rows, one by one.
  for (const [input] of suspects) {
    const one = await measured(role, route, [input]);
    if (one.answers[0]![1].refused && one.changed.length)
      findings.push(`${route.key} as ${role}, ${input.name}: refused but changed ${one.changed.join(', ')}`);
  }
  if (
    suspects.length &&
    refusals.length === answers.length &&
    !findings.some((f) => f.startsWith(`${route.key} as ${role}`))
  )
    findings.push(`${route.key} as ${role}: refused every input but changed ${changed.join(', ')}`);
  // A call that ended the session (logout) or a refusal as 401: later batches need the role signed in again.
  if (role !== 'visitor' && answers.some(([, a]) => a.status === 401)) await signIn(role);
}

describe('bad input to every mounted call', () => {
  it('every mounted call is covered by its schema or listed in NO_SCHEMA with a reason, and no entry is stale', () => {
    const uncovered = routes.filter((r) => !schemas.has(r.key) && !listed(r)).map((r) => r.key);
    expect(uncovered, 'routes that validate nothing and are not listed').toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    const stale = Object.keys(NO_SCHEMA).filter((k) => !keys.has(k) || schemas.has(k));
    expect(stale, 'NO_SCHEMA entries not mounted, or that validate after all').toEqual([]);
    expect(schemas.size).toBeGreaterThan(80);
  });

  // About 40 s alone on the 2-core machine (the issue asks under 2 minutes); the limit is room for a loaded one.
  it('no input gives a 5xx, and a refused input changes no row', { timeout: 240_000 }, async () => {
    const logged = captureLog();
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      for (const route of routes) {
        const schema = schemas.get(route.key);
        const shape = schema ? shapeOf(schema) : { fields: [], baseline: {} };
        const door = bodyInputs(route, shape);
        const fields = fieldInputs(route, shape);
        const outcome: Outcome = { inputs: 0, refused: 0, rowChecks: 0, fullRoles: 0 };
        for (const role of rolesOf(route)) await runBatch(route, role, door, fields, outcome);
        outcomes.set(route.key, outcome);
      }
    } finally {
      logged.stop();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { user, system } = process.cpuUsage(cpu);
    const total = [...outcomes.values()].reduce((n, o) => n + o.inputs, 0);
    console.log(
      `[bad-input] ${outcomes.size} routes, ${total} inputs, ${seconds} s (CPU ${((user + system) / 1e6).toFixed(1)} s)`,
    );
    expect(findings).toEqual([]);
    expect(
      logged.lines.filter((l) => l.component === 'api' && l.level === 'error'),
      'server errors logged',
    ).toEqual([]);
  });

  it('did not pass by sending nothing: each call got its inputs, mostly refused, and rows were compared', () => {
    expect(outcomes.size).toBe(routes.length);
    for (const [key, o] of outcomes) {
      expect(o.rowChecks, key).toBeGreaterThan(0);
      const schema = schemas.get(key);
      if (!schema) {
        expect(o.inputs, key).toBeGreaterThan(0);
        continue;
      }
      // Some role got every value of every field, and the call refused most of what it got.
      const fields = shapeOf(schema).fields.length;
      expect(o.fullRoles, key).toBeGreaterThan(0);
      expect(o.inputs, key).toBeGreaterThanOrEqual(fields * (Object.keys(FIELD_VALUES).length + 1));
      expect(o.refused / o.inputs, key).toBeGreaterThan(1 / 3);
    }
  });
});

describe('hostile files to every upload route', () => {
  it('every route that takes a multipart file is named in UPLOADS', () => {
    const multipart = routes.filter((r) => /multipart/.test(NO_SCHEMA[r.key] ?? '')).map((r) => r.key);
    expect(multipart.sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  it(
    'bombs, polyglots, truncated, wrong magic and pixel bombs: refused as visitor, member and editor, no row changed',
    { timeout: 240_000 },
    async () => {
      const files = { ...hostileImages(), ...hostilePdfs(), ...(await hostileImports()) };
      const problems: string[] = [];
      let sent = 0;
      for (const [key, fields] of Object.entries(UPLOADS)) {
        const path = key.split(' ')[1]!;
        for (const role of ROLES) {
          await signIn(role);
          const before = await rowSnapshot(t.db);
          for (const [name, bytes] of Object.entries(files)) {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.set(k, v);
            form.set('file', new File([new Uint8Array(bytes)], 'upload.bin'));
            const res = await callers[role]!(path, undefined, { raw: form, ip: nextIp() });
            sent++;
            const refused = res.status >= 400 || !isSuccessCode(res.json.code);
            if (!refused || res.status >= 500)
              problems.push(`${key} as ${role}, ${name}: HTTP ${res.status} ${res.json.msg}`);
            // A refusal the member can act on is in Chinese.
            else if (res.status < 500 && !/[\u4e00-\u9fff]/.test(res.json.msg))
              problems.push(`${key} as ${role}, ${name}: no Chinese message`);
          }
          const changed = changedTables(before, await rowSnapshot(t.db), RECORDS_REFUSALS);
          if (changed.length) problems.push(`${key} as ${role}: changed ${changed.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
      expect(sent).toBe(Object.keys(UPLOADS).length * ROLES.length * Object.keys(files).length);
    },
  );
});
