/** Marks generated figures wherever they are shown: never present a demo price as an official one. */
import { FlaskConical } from 'lucide-react';
import { VEG_MSG } from '#lib/vegetable/messages.ts';

export default function DemoBadge({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded border border-gold-500/40 bg-gold-500/10 px-1.5 py-0.5 text-xs text-gold-500"
      title={VEG_MSG.demoNote}
      data-testid="demo-badge"
    >
      <FlaskConical size={12} aria-hidden="true" />
      {VEG_MSG.demo}
    </span>
  );
}
