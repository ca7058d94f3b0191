/** The difference of a version against the entry's current one, field by field (versionChanges), removals struck. */
import { versionChanges } from '#lib/baike/diff.ts';
import type { BaikeVersionFields } from '#lib/baike/types.ts';

interface Props {
  before: BaikeVersionFields | null;
  after: BaikeVersionFields;
  category: (id: number) => string;
}

export default function BaikeDiff({ before, after, category }: Props) {
  const changes = versionChanges(before, after, { category, entry: (id) => `词条 #${id}` });
  if (!changes.length) return <p className="py-6 text-center text-sm text-ink-500">与当前版本没有差异</p>;
  return (
    <dl className="divide-y divide-line" aria-label="版本差异">
      {changes.map((c) => (
        <div key={c.field} className="grid gap-1 py-3 md:grid-cols-[88px_1fr] md:gap-4" data-change={c.field}>
          <dt className="text-sm font-medium text-ink-700">{c.label}</dt>
          <dd className="text-sm leading-7 break-words whitespace-pre-wrap text-ink-900">
            {c.parts.map((p, i) =>
              p.op === 'added' ? (
                <ins key={i} className="rounded-sm bg-emerald-50 text-emerald-800 no-underline">
                  {p.text}
                </ins>
              ) : p.op === 'removed' ? (
                <del key={i} className="rounded-sm bg-red-50 text-red-700 line-through">
                  {p.text}
                </del>
              ) : (
                <span key={i}>{p.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
