/** Filter chips by kind with their counts; 全部 first. */
import { kindsToShow } from './searchState.ts';

interface Props {
  counts: Record<string, number>;
  total: number;
  kind: string | null;
  onChange: (kind: string | null) => void;
}

const chip = 'rounded-full border px-3 py-1 text-[13px] transition-colors';
const on = 'border-brand-600 bg-brand-600 text-white';
const off = 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700';

export default function KindFilter({ counts, total, kind, onChange }: Props) {
  const options: { value: string | null; label: string; count: number }[] = [
    { value: null, label: '全部', count: total },
    ...kindsToShow(counts, kind).map((k) => ({ value: k, label: k, count: counts[k] ?? 0 })),
  ];
  return (
    <div role="group" aria-label="按类型筛选" className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          aria-pressed={o.value === kind}
          data-kind-filter={o.value ?? 'all'}
          className={`${chip} ${o.value === kind ? on : off}`}
          onClick={() => o.value !== kind && onChange(o.value)}
        >
          {o.label}
          <span className="ml-1 opacity-75">{o.count}</span>
        </button>
      ))}
    </div>
  );
}
