/** The product page's small pieces: a loading skeleton and a failure with a retry. */
import { RotateCw } from 'lucide-react';
import { TRADE_PRODUCT_MSG } from '#lib/trade/messages.ts';

export function Skeleton({ rows = 5, height }: { rows?: number; height?: number }) {
  return (
    <div
      className="space-y-2"
      role="status"
      aria-busy="true"
      aria-label={TRADE_PRODUCT_MSG.loading}
      data-testid="trade-skeleton"
    >
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
