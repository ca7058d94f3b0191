/** One headline figure of a trade page (进口额, 出口额, 贸易差额 …): its label, the value, a line under it (同比, 顺差). */
import type { ReactNode } from 'react';

export default function FigureCard({
  label,
  value,
  sub,
  testId,
  raw,
}: {
  label: string;
  value: string;
  sub: ReactNode;
  testId: string;
  /** The unformatted figure, for tests and copy (data-value). */
  raw?: number | null;
}) {
  return (
    <div className="card p-4" data-testid={testId} data-value={raw ?? undefined}>
      <div className="text-xs text-ink-500">{label}</div>
      <div className="mt-1 text-xl font-semibold text-ink-900 tabular-nums sm:text-2xl">{value}</div>
      <div className="mt-1 flex items-center gap-1 text-xs text-ink-500">{sub}</div>
    </div>
  );
}
