/** A row's last 14 days as a small inline SVG line (not ECharts: one per table row); rises red, falls green. */
import { sparkPath } from '#lib/chart/sparkline.ts';
import { directionOf } from '#lib/figures/format.ts';

const W = 84;
const H = 22;
const STROKE = {
  rise: 'var(--color-rise)',
  fall: 'var(--color-fall)',
  flat: 'var(--color-ink-500)',
} as const;

export default function Sparkline({ values, change }: { values: (number | null)[]; change: number | null }) {
  const { d, last } = sparkPath(values, W, H, 2);
  if (!d) return <span className="text-ink-500">—</span>;
  const color = STROKE[directionOf(change)];
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label="近14天均价走势" data-spark>
      <path d={d} fill="none" stroke={color} strokeWidth="1.4" strokeLinejoin="round" strokeLinecap="round" />
      {last && <circle cx={last.x} cy={last.y} r="2" fill={color} />}
    </svg>
  );
}
