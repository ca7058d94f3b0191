/** The editor's form state of a 百科 version, and where a server refusal belongs among its fields. */
import type { BaikeEntryContent, BaikeImage, BaikeReference, BaikeVersionView } from '#lib/baike/types.ts';

export interface DraftForm {
  /** The member's own version being changed. */
  id: number | null;
  /** The published entry an edit proposal starts from. */
  entry_id: number | null;
  title: string;
  qualifier: string;
  aliases: string[];
  category_id: number | null;
  summary: string;
  infobox: [string, string][];
  content_html: string;
  references: BaikeReference[];
  images: BaikeImage[];
  related: number[];
  note: string;
}

export type DraftField =
  | 'title'
  | 'qualifier'
  | 'aliases'
  | 'category_id'
  | 'summary'
  | 'infobox'
  | 'content_html'
  | 'references'
  | 'images'
  | 'note';

export const emptyDraft = (): DraftForm => ({
  id: null,
  entry_id: null,
  title: '',
  qualifier: '',
  aliases: [],
  category_id: null,
  summary: '',
  infobox: [],
  content_html: '',
  references: [],
  images: [],
  related: [],
  note: '',
});

export const draftOfVersion = (v: BaikeVersionView): DraftForm => ({
  id: v.id,
  entry_id: null,
  title: v.title,
  qualifier: v.qualifier,
  aliases: v.aliases,
  category_id: v.category_id,
  summary: v.summary,
  infobox: v.infobox,
  content_html: v.content_html,
  references: v.references,
  images: v.images ?? [],
  related: v.related,
  note: v.note,
});

export const draftOfEntry = (e: BaikeEntryContent): DraftForm => ({
  id: null,
  entry_id: e.id,
  title: e.title,
  qualifier: e.qualifier,
  aliases: e.aliases,
  category_id: e.category_path.at(-1)?.id ?? null,
  summary: e.summary,
  infobox: e.infobox,
  content_html: e.content_html,
  references: e.references,
  images: e.images ?? [],
  related: e.related.map((r) => r.id),
  note: '',
});

/** What saveMyBaike receives: rows without a value left out, so an unused suggested field is not a refusal. */
export const payloadOf = (f: DraftForm, submit: boolean) => ({
  ...(f.id ? { id: f.id } : {}),
  ...(f.entry_id && !f.id ? { entry_id: f.entry_id } : {}),
  title: f.title.trim(),
  qualifier: f.qualifier.trim(),
  aliases: f.aliases,
  category_id: f.category_id ?? '',
  summary: f.summary.trim(),
  // A suggested field left blank is not sent; a value without a name is (and refused beside the info box).
  infobox: f.infobox.map(([k, v]) => [k.trim(), v.trim()]).filter(([, v]) => v),
  content_html: f.content_html,
  references: f.references
    .filter((r) => r.title.trim() || r.url?.trim())
    .map((r) => ({
      title: r.title.trim(),
      ...(r.publisher?.trim() ? { publisher: r.publisher.trim() } : {}),
      ...(r.year ? { year: r.year } : {}),
      ...(r.url?.trim() ? { url: r.url.trim() } : {}),
    })),
  // Every image is sent, so one without alt text is refused beside its 替代文字 (the validator's message).
  images: f.images.map((img) => ({
    src: img.src,
    alt: img.alt.trim(),
    ...(img.caption?.trim() ? { caption: img.caption.trim() } : {}),
    ...(img.width && img.height ? { width: img.width, height: img.height } : {}),
  })),
  related: f.related,
  note: f.note.trim(),
  submit,
});

const FIELDS: readonly string[] = [
  'title',
  'qualifier',
  'aliases',
  'category_id',
  'summary',
  'infobox',
  'content_html',
  'references',
  'images',
  'note',
] satisfies DraftField[];

/** The field a refusal concerns: the validators and the save service name it in `data.field`. */
export function fieldOfRefusal(named: string | null | undefined): DraftField | null {
  return named && FIELDS.includes(named) ? (named as DraftField) : null;
}
