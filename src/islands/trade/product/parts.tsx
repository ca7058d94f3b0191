/** The product page's small pieces: a toggle group, a loading skeleton and a failure with a retry. */
import { RotateCw } from 'lucide-react';
import { TRADE_PRODUCT_MSG } from '#lib/trade/messages.ts';

const pill = (active: boolean, disabled = false) =>
  `inline-flex items-center rounded-full border px-3 py-1 text-sm transition ${
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : disabled
        ? 'cursor-not-allowed border-line bg-white text-ink-300'
        : 'border-line bg-white text-ink-700 hover:border-brand-500'
  }`;

export function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = [],
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
  disabled?: T[];
  testId?: string;
}) {
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => {
        const off = disabled.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            className={pill(value === o.value, off)}
            aria-pressed={value === o.value}
            aria-disabled={off || undefined}
            onClick={() => !off && onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

export function Skeleton({ rows = 5, height }: { rows?: number; height?: number }) {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="加载中" data-testid="trade-skeleton">
      {height ? <div className="animate-pulse rounded bg-surface" style={{ height }} /> : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-5 animate-pulse rounded bg-surface" style={{ width: `${95 - i * 8}%` }} />
      ))}
    </div>
  );
}

export function Failed({ msg, onRetry }: { msg: string; onRetry: () => void }) {
  return (
    <div
      className="flex flex-col items-center gap-2 py-8 text-sm text-ink-700"
      role="alert"
      data-testid="trade-failed"
    >
      <p>
        {TRADE_PRODUCT_MSG.loadFailed}：{msg}
      </p>
      <button type="button" className="btn-ghost h-8" onClick={onRetry}>
        <RotateCw size={14} aria-hidden="true" /> {TRADE_PRODUCT_MSG.retry}
      </button>
    </div>
  );
}

/** th/td classes: text left, numbers right with tabular figures. */
export const TH = 'whitespace-nowrap px-3 py-2 font-normal';
export const TD = 'whitespace-nowrap px-3 py-1.5';
export const NUM = 'text-right tabular-nums';
