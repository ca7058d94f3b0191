/**
 * The difference between two versions of an entry, field by field, as the editors' review and the history page show
 * it: for each changed field its text with the parts removed and added (character level for Chinese text).
 */
import { diffArrays, diffChars } from 'diff';
import type { BaikeVersionFields } from './types.ts';

export type DiffOp = 'same' | 'added' | 'removed';
export interface DiffPart {
  op: DiffOp;
  text: string;
}
export interface FieldChange {
  field: keyof BaikeVersionFields;
  label: string;
  parts: DiffPart[];
}

export const BAIKE_FIELD_LABEL: Record<keyof BaikeVersionFields, string> = {
  title: '词条名称',
  qualifier: '区分说明',
  aliases: '别名',
  category_id: '分类',
  summary: '摘要',
  infobox: '信息框',
  content_html: '正文',
  references: '参考资料',
  images: '图片',
  related: '相关词条',
  note: '修改说明',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The blocks of a body's rich text as plain lines: a heading or a paragraph each, tags left out. */
export function htmlBlocks(html: string): string[] {
  return html
    .replace(/<\/(h[1-6]|p|li|blockquote|tr|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<(h[1-6])[^>]*>/gi, '\n## ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The characters of a body's text, whitespace left out (its length bounds). */
export const bodyText = (html: string): string => htmlBlocks(html).join('').replace(/\s/g, '');

/** Parts of two texts; long texts are compared line by line first, then character by character within changes. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  const a = before.split('\n');
  const b = after.split('\n');
  const out: DiffPart[] = [];
  const chunks = diffArrays(a, b);
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]!;
    const next = chunks[i + 1];
    if (c.removed && next?.added) {
      out.push(...charParts(c.value.join('\n'), next.value.join('\n')));
      i++;
    } else {
      out.push({ op: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value.join('\n') });
    }
    if (i < chunks.length - 1) out.push({ op: 'same', text: '\n' });
  }
  return merge(out);
}

function charParts(a: string, b: string): DiffPart[] {
  return diffChars(a, b).map((c) => ({
    op: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}

/** Neighbouring parts of one kind joined (fewer spans to draw). */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && last.op === p.op) last.text += p.text;
    else if (p.text) out.push({ ...p });
  }
  return out;
}

/** A field's value as the text the difference is drawn on (`names` gives categories' and related entries' names). */
export function fieldText(
  field: keyof BaikeVersionFields,
  v: BaikeVersionFields,
  names: { category: (id: number) => string; entry: (id: number) => string },
): string {
  switch (field) {
    case 'aliases':
      return v.aliases.join('、');
    case 'category_id':
      return names.category(v.category_id);
    case 'infobox':
      return v.infobox.map(([k, val]) => `${k}：${val}`).join('\n');
    case 'content_html':
      return htmlBlocks(v.content_html).join('\n');
    case 'references':
      return v.references
        .map((r) =>
          [r.title, r.publisher, r.year, r.url].filter((x) => x !== undefined && x !== '').join('，'),
        )
        .join('\n');
    case 'images':
      return v.images.map((i) => `${i.alt}（${i.src}）`).join('\n');
    case 'related':
      return v.related.map(names.entry).join('、');
    default:
      return String(v[field] ?? '');
  }
}

const COMPARED = Object.keys(BAIKE_FIELD_LABEL).filter((f) => f !== 'note') as (keyof BaikeVersionFields)[];

/** The fields that differ between a version and the one before it (null: a new entry, everything added). */
export function versionChanges(
  before: BaikeVersionFields | null,
  after: BaikeVersionFields,
  names: { category: (id: number) => string; entry: (id: number) => string },
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of COMPARED) {
    const a = before ? fieldText(field, before, names) : '';
    const b = fieldText(field, after, names);
    if (a === b) continue;
    out.push({ field, label: BAIKE_FIELD_LABEL[field], parts: diffText(a, b) });
  }
  return out;
}

/** Characters added and removed in a list of changes (the history's +12 / −3). */
export function changeSize(changes: FieldChange[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const c of changes)
    for (const p of c.parts) {
      if (p.op === 'added') added += p.text.length;
      if (p.op === 'removed') removed += p.text.length;
    }
  return { added, removed };
}
