/** The 我的勋章 card of the profile and points pages, with a link to the neighbouring page. */
import type { MedalSummary } from './types.ts';
import MedalGrid from './MedalGrid.tsx';

export default function MedalSection({
  medal,
  link,
}: {
  medal: MedalSummary;
  link: { href: string; label: string };
}) {
  return (
    <section className="card p-6" aria-labelledby="medal-title">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="medal-title" className="section-title">
          我的勋章
        </h2>
        <a href={link.href} className="text-sm text-ink-500 hover:text-brand-700">
          {link.label} →
        </a>
      </div>
      <MedalGrid medal={medal} />
    </section>
  );
}
