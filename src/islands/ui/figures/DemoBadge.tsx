/** Marks generated figures wherever they are shown: never present a demo price as an official one. */
import { FlaskConical } from 'lucide-react';
import { FIGURES_MSG } from '#lib/figures/messages.ts';

/** `note`: what was generated, when the family says it better (a supply post, not a price). */
export default function DemoBadge({ demo, note = FIGURES_MSG.demoNote }: { demo: boolean; note?: string }) {
  if (!demo) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded border border-gold-500/40 bg-gold-500/10 px-1.5 py-0.5 text-xs text-gold-500"
      title={note}
      data-testid="demo-badge"
    >
      <FlaskConical size={12} aria-hidden="true" />
      {FIGURES_MSG.demo}
    </span>
  );
}
