/** The hot keywords (spec §7 article/hotKeywords) as links to their results. */
import { Flame } from 'lucide-react';
import type { MouseEvent } from 'react';
import { SEARCH_MSG } from '#lib/content/messages.ts';
import { searchHref } from './searchState.ts';

interface Props {
  keywords: string[];
  onPick: (keyword: string) => void;
  className?: string;
}

/** Plain clicks stay on the page; modified clicks open the link as usual. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export default function HotKeywords({ keywords, onPick, className = '' }: Props) {
  if (keywords.length === 0) return null;
  return (
    <div className={`flex flex-wrap items-center gap-2 text-[13px] ${className}`} data-hot-keywords>
      <span className="flex items-center gap-1 text-ink-500">
        <Flame size={14} className="text-gold-500" aria-hidden="true" />
        {SEARCH_MSG.hot}：
      </span>
      <ul className="flex flex-wrap gap-2" aria-label={SEARCH_MSG.hot}>
        {keywords.map((k) => (
          <li key={k}>
            <a
              href={searchHref({ keyword: k })}
              className="rounded-full bg-surface px-3 py-0.5 text-ink-700 hover:bg-brand-50 hover:text-brand-700"
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                onPick(k);
              }}
            >
              {k}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
