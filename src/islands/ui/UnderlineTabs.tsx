/** The tab bar of the member's lists (orders by state, invoice orders / records), with an optional count. */
export interface TabItem<T extends string> {
  key: T;
  label: string;
  /** Shown as (n) when known. */
  count?: number | null;
}

interface Props<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (next: T) => void;
}

export default function UnderlineTabs<T extends string>({ label, tabs, value, onChange }: Props<T>) {
  return (
    <div role="tablist" aria-label={label} className="mb-5 flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((t) => (
        <button
          key={t.key || 'all'}
          type="button"
          role="tab"
          aria-selected={value === t.key}
          onClick={() => value !== t.key && onChange(t.key)}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm transition-colors ${
            value === t.key
              ? 'border-brand-600 font-semibold text-brand-700'
              : 'border-transparent text-ink-500 hover:text-brand-700'
          }`}
        >
          {t.label}
          {t.count !== undefined && t.count !== null && (
            <span className="ml-1 text-xs text-ink-500 tabular-nums">({t.count})</span>
          )}
        </button>
      ))}
    </div>
  );
}
