/** The month a trade view shows, newest first; choosing the newest leaves the address plain (null). */
import { TRADE_VIEW_MSG as M } from '#lib/trade/messages.ts';
import { filterField } from '#islands/ui/list/filterStyles.ts';

export default function MonthSelect({
  months,
  value,
  onChange,
  showLabel = true,
}: {
  /** The months held, oldest first. */
  months: readonly string[];
  /** null: the newest. */
  value: string | null;
  onChange: (month: string | null) => void;
  showLabel?: boolean;
}) {
  const newest = months.at(-1) ?? '';
  return (
    <label className="flex items-center gap-1.5 text-xs text-ink-500">
      <span className={showLabel ? '' : 'sr-only'}>{M.monthLabel}</span>
      <select
        className={`${filterField} tabular-nums`}
        value={value ?? newest}
        onChange={(e) => onChange(e.target.value === newest ? null : e.target.value)}
        data-testid="trade-month"
      >
        {[...months].reverse().map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </label>
  );
}
