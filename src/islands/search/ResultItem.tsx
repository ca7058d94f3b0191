/** One search result: title and excerpt (body sentences) with the keyword marked, kind badge and date. */
import { CalendarDays } from 'lucide-react';
import type { ResultData } from './engine.ts';
import { bodyExcerpt } from './excerpt.ts';
import { termParts } from '#islands/ui/highlight.ts';
import Marked from '#islands/ui/Marked.tsx';

export default function ResultItem({ data, keyword }: { data: ResultData; keyword: string }) {
  const kind = data.filters.kind?.[0];
  const title = data.meta.title ?? data.url;
  return (
    <li className="border-b border-line py-4 last:border-b-0" data-search-result={data.url}>
      <h2 className="text-base leading-7 font-semibold">
        <a href={data.url} className="text-ink-900 hover:text-brand-700">
          <Marked parts={termParts(title, keyword)} />
        </a>
      </h2>
      <p className="mt-1 line-clamp-3 text-[13px] leading-6 text-ink-500" data-excerpt>
        <Marked parts={termParts(bodyExcerpt(data.content, title, keyword), keyword)} />
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-ink-500">
        {kind && (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700" data-kind-badge>
            {kind}
          </span>
        )}
        {data.meta.date && (
          <span className="flex items-center gap-1">
            <CalendarDays size={13} aria-hidden="true" />
            <time dateTime={data.meta.date}>{data.meta.date}</time>
          </span>
        )}
      </div>
    </li>
  );
}
