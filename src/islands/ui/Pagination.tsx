/** Numbered pager for the paged lists: 共 N 条, previous, pages with gaps, next. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pageItems } from '#lib/paging.ts';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

const cell = 'grid h-8 min-w-8 place-items-center rounded-md border px-2 text-sm transition-colors';

export default function Pagination({ page, pageSize, total, onChange }: Props) {
  const pages = pageCount(total, pageSize);
  const go = (n: number) => n !== page && n >= 1 && n <= pages && onChange(n);
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-1.5 text-sm text-ink-500">
      <span className="mr-2">共 {total} 条</span>
      <button
        type="button"
        aria-label="上一页"
        className={`${cell} border-line bg-white hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft size={14} aria-hidden="true" />
      </button>
      {pageItems(page, pages).map((item, i) =>
        item === '…' ? (
          <span key={`gap${i}`} className="px-1 text-ink-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`第${item}页`}
            aria-current={item === page ? 'page' : undefined}
            className={`${cell} ${
              item === page
                ? 'border-brand-600 bg-brand-600 font-medium text-white'
                : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700'
            }`}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="下一页"
        className={`${cell} border-line bg-white hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40`}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        <ChevronRight size={14} aria-hidden="true" />
      </button>
    </nav>
  );
}
