/** The editor forms as data: fields per entity, form values ⇄ API payloads, and the shared form rules. */
import { ADMIN_MSG, CONTENT_MSG } from '#lib/content/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import { CONTENT_LIMITS } from '#lib/content/model.ts';
import type { Rule, Rules } from '#lib/form.ts';
import { fenToYuanInput, YUAN_RE, yuanToFen } from '#lib/commerce/price.ts';

export type Entity = 'article' | 'reference' | 'product';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'kind'
  | 'column'
  | 'category'
  | 'tags'
  | 'count'
  | 'year'
  | 'money'
  | 'flag'
  | 'html'
  | 'attachment';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  max?: number;
  required?: boolean;
  /** Report-only fields show for kind = report. */
  reportOnly?: boolean;
}

const TITLE: FieldSpec = {
  name: 'title',
  label: '标题',
  kind: 'text',
  max: CONTENT_LIMITS.title,
  required: true,
};
const SUMMARY: FieldSpec = { name: 'summary', label: '摘要', kind: 'textarea', max: CONTENT_LIMITS.summary };
const CONTENT: FieldSpec = { name: 'content_html', label: '正文', kind: 'html' };
const COVER: FieldSpec = { name: 'cover', label: '封面图', kind: 'text', max: 300 };

export const FIELDS: Record<Entity, FieldSpec[]> = {
  article: [
    { name: 'kind', label: '类型', kind: 'kind', required: true },
    TITLE,
    { name: 'column_id', label: '栏目', kind: 'column' },
    { name: 'category_id', label: '分类', kind: 'category' },
    { name: 'tags', label: '标签', kind: 'tags' },
    SUMMARY,
    { name: 'source', label: '来源', kind: 'text', max: 100 },
    { name: 'author', label: '作者', kind: 'text', max: 60 },
    COVER,
    { name: 'page_count', label: '页数', kind: 'count', reportOnly: true },
    { name: 'price_cents', label: '价格（元）', kind: 'money', reportOnly: true },
    { name: 'vip_only', label: 'VIP专享', kind: 'flag', reportOnly: true },
    { name: 'attachment_id', label: '报告PDF', kind: 'attachment', reportOnly: true },
    CONTENT,
  ],
  reference: [
    TITLE,
    { name: 'industry', label: '行业', kind: 'text', max: 30 },
    { name: 'region', label: '地区', kind: 'text', max: 30 },
    { name: 'year', label: '年份', kind: 'year' },
    SUMMARY,
    COVER,
    CONTENT,
  ],
  product: [
    TITLE,
    { name: 'doc_id', label: '文档编号', kind: 'text', max: 40 },
    { name: 'industry', label: '行业', kind: 'text', max: 30 },
    { name: 'format', label: '格式', kind: 'text', max: 16 },
    { name: 'update_frequency', label: '更新频率', kind: 'text', max: 20 },
    { name: 'coverage', label: '覆盖范围', kind: 'text', max: 200 },
    { name: 'price_cents', label: '价格（元）', kind: 'money' },
    { name: 'vip_price_cents', label: 'VIP价（元）', kind: 'money' },
    { name: 'sample_attachment_id', label: '样例文件', kind: 'attachment' },
    SUMMARY,
    COVER,
    CONTENT,
  ],
};

export type FormValues = Record<string, string | boolean>;

/** The fields shown for the current values (report fields only for reports). */
export const visibleFields = (entity: Entity, values: FormValues): FieldSpec[] =>
  FIELDS[entity].filter((f) => !f.reportOnly || values.kind === 'report');

/** 玉米, 小麦，病虫害 → ['玉米', '小麦', '病虫害'] (comma, Chinese comma or 、; duplicates dropped). */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

const emptyOf = (f: FieldSpec): string | boolean =>
  f.kind === 'flag' ? false : f.kind === 'kind' ? 'news' : '';

export const emptyValues = (entity: Entity): FormValues =>
  Object.fromEntries(FIELDS[entity].map((f) => [f.name, emptyOf(f)]));

type Scalar = string | number | boolean | null | undefined;
type ApiRecord = Record<string, unknown>;

function valueOf(f: FieldSpec, raw: unknown): string | boolean {
  if (f.kind === 'flag') return raw === true;
  if (f.kind === 'money') return fenToYuanInput(raw as number);
  if (f.kind === 'tags') return ((raw as { name: string }[] | undefined) ?? []).map((t) => t.name).join('，');
  if (raw === null || raw === undefined) return '';
  return String(raw as Scalar);
}

/** A record from …/get as form values. */
export const valuesOf = (entity: Entity, record: ApiRecord): FormValues =>
  Object.fromEntries(FIELDS[entity].map((f) => [f.name, valueOf(f, record[f.name])]));

function payloadValue(f: FieldSpec, v: string | boolean): unknown {
  const text = typeof v === 'string' ? v.trim() : '';
  switch (f.kind) {
    case 'flag':
      return v === true;
    case 'tags':
      return splitTags(text);
    case 'money':
      return text ? (yuanToFen(text) ?? 0) : 0;
    case 'count':
      return text ? Number(text) : 0;
    case 'year':
    case 'column':
    case 'category':
    case 'attachment':
      return text ? Number(text) : f.kind === 'year' ? undefined : null;
    case 'html':
      return v;
    default:
      return text;
  }
}

/** Form values as the create/update body: numbers, cents, tag lists; report fields only for reports. */
export function payloadOf(entity: Entity, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of visibleFields(entity, values)) {
    const v = payloadValue(f, values[f.name] ?? emptyOf(f));
    if (v !== undefined) body[f.name] = v;
  }
  return body;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function rulesFor(f: FieldSpec): Rule<FormValues>[] {
  const rules: Rule<FormValues>[] = [];
  if (f.required)
    rules.push({
      required: true,
      message: f.name === 'title' ? CONTENT_MSG.titleRequired : `请选择${f.label}`,
    });
  if (f.max) {
    const max = f.max;
    rules.push({ message: MSG.tooLong(f.label, max), validator: (v) => text(v).length <= max });
  }
  if (f.kind === 'money')
    rules.push({ message: ADMIN_MSG.moneyInvalid, validator: (v) => YUAN_RE.test(text(v)) });
  if (f.kind === 'count')
    rules.push({ message: ADMIN_MSG.countInvalid, validator: (v) => /^\d{1,5}$/.test(text(v)) });
  if (f.kind === 'year')
    rules.push({
      message: ADMIN_MSG.yearInvalid,
      validator: (v) => /^\d{4}$/.test(text(v)) && Number(v) >= 1900 && Number(v) <= 2100,
    });
  if (f.kind === 'tags')
    rules.push({
      message: ADMIN_MSG.tagsTooMany,
      validator: (v) => {
        const tags = splitTags(text(v));
        return tags.length <= CONTENT_LIMITS.tags && tags.every((t) => t.length <= CONTENT_LIMITS.tag);
      },
    });
  return rules;
}

/** The form rules (lib/form.ts) of an entity's fields, messages from the domain messages (lib/content, lib/shared). */
export function rulesOf(entity: Entity): Rules<FormValues> {
  const rules: Rules<FormValues> = {};
  for (const f of FIELDS[entity]) {
    const list = rulesFor(f);
    if (list.length) rules[f.name] = list;
  }
  return rules;
}
