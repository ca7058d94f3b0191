/** Loading, failure and empty states shared by the personal-centre pages. */
import { useEffect, useState, type ReactNode } from 'react';
import { Inbox, RotateCw } from 'lucide-react';
import { TIMING } from '#lib/site.ts';

/** Shown only when loading lasts past the fetch display delay (spec §9), so fast answers do not flash. */
export function Loading({ rows = 3 }: { rows?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShown(true), TIMING.fetchMinDisplayMs);
    return () => clearTimeout(t);
  }, []);
  if (!shown) return <div className="min-h-40" />;
  return (
    <div className="card min-h-40 space-y-3 p-6" role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-4 animate-pulse rounded bg-surface" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}

export function Failed({ msg, onRetry }: { msg: string; onRetry: () => void }) {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" role="alert">
      <p className="text-ink-700">{msg || '加载失败'}</p>
      <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
        <RotateCw size={14} aria-hidden="true" /> 重新加载
      </button>
    </div>
  );
}

export function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center text-ink-500">
      <Inbox size={36} strokeWidth={1.25} className="text-ink-300" aria-hidden="true" />
      <p className="mt-3">{text}</p>
      {children}
    </div>
  );
}
