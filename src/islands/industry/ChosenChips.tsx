/** What is chosen (indicators, regions) as chips, each removed by its ×. */
import { X } from 'lucide-react';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';

export default function ChosenChips({
  label,
  empty,
  items,
  onRemove,
  testId,
}: {
  label: string;
  empty: string;
  items: { key: string; name: string; title?: string }[];
  onRemove: (key: string) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid={testId} aria-label={label} role="group">
      <span className="mr-1 text-xs text-ink-500">{label}</span>
      {!items.length && <span className="text-xs text-ink-500">{empty}</span>}
      {items.map((it) => (
        <span
          key={it.key}
          className="inline-flex items-center gap-0.5 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs text-brand-700"
          title={it.title}
          data-chip={it.key}
        >
          {it.name}
          <button
            type="button"
            className="grid h-4 w-4 place-items-center rounded-full hover:bg-brand-100"
            aria-label={RETRIEVAL_MSG.remove(it.name)}
            onClick={() => onRemove(it.key)}
          >
            <X size={11} aria-hidden="true" />
          </button>
        </span>
      ))}
    </div>
  );
}
