/** The spec's rise/fall marker (§4): red up for a rise, green down for a fall, as Chinese price tables show them. */
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { directionOf, formatChange } from '#lib/figures/format.ts';

const LOOK = {
  rise: { Icon: ArrowUpRight, cls: 'text-rise', label: '上涨' },
  fall: { Icon: ArrowDownRight, cls: 'text-fall', label: '下跌' },
  flat: { Icon: Minus, cls: 'text-ink-500', label: '持平' },
} as const;

export default function Change({ value }: { value: number | null | undefined }) {
  if (value == null) return <span className="text-ink-500">—</span>;
  const { Icon, cls, label } = LOOK[directionOf(value)];
  return (
    <span
      className={`inline-flex items-center gap-0.5 tabular-nums ${cls}`}
      data-direction={directionOf(value)}
    >
      <Icon size={13} aria-label={label} />
      {formatChange(value)}
    </span>
  );
}
