/** The period range in the indicators' frequency, from and to among the periods the chosen indicators hold. */
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { FREQUENCY_LABEL, periodsBetween } from '#lib/industry/periods.ts';
import type { HeldSpan } from '#lib/industry/retrieval.ts';
import { periodLabel } from '#lib/industry/table.ts';
import { filterField } from '#islands/ui/list/filterStyles.ts';

interface Props {
  span: HeldSpan | null;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** No indicator chosen yet, or its periods are still being asked for. */
  waiting: boolean;
}

export default function PeriodRange({ span, from, to, onChange, waiting }: Props) {
  if (!span)
    return (
      <p className="text-sm text-ink-500" data-testid="period-range">
        {waiting ? RETRIEVAL_MSG.noIndicator : RETRIEVAL_MSG.noPeriods}
      </p>
    );
  const all = periodsBetween(span.first, span.last, span.frequency);
  return (
    <div className="space-y-2" data-testid="period-range">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded bg-surface px-2 py-0.5 text-xs text-ink-500">
          {FREQUENCY_LABEL[span.frequency]}
        </span>
        <label className="flex items-center gap-1.5">
          <span className="text-xs text-ink-500">{RETRIEVAL_MSG.from}</span>
          <select
            value={from}
            onChange={(e) =>
              onChange({ from: e.target.value, to: e.target.value > to ? e.target.value : to })
            }
            className={filterField}
            data-testid="period-from"
          >
            {all.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </label>
        <span className="text-ink-500">—</span>
        <label className="flex items-center gap-1.5">
          <span className="text-xs text-ink-500">{RETRIEVAL_MSG.to}</span>
          <select
            value={to}
            onChange={(e) =>
              onChange({ from: e.target.value < from ? e.target.value : from, to: e.target.value })
            }
            className={filterField}
            data-testid="period-to"
          >
            {all.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-ink-500">
        {RETRIEVAL_MSG.held(periodLabel(span.first), periodLabel(span.last))}
      </p>
    </div>
  );
}
