/** The member centre's block: followed standards that take effect or are withdrawn within 90 days, soonest first. */
import { CalendarClock } from 'lucide-react';
import { STD_FOLLOW_MSG } from '#lib/standard/messages.ts';
import { statusBadgeClass } from '#lib/standard/format.ts';
import type { StandardFollowChanges } from '#lib/standard/types.ts';
import { STD_FOLLOW_DAYS } from '#lib/standard/limits.ts';
import { useCall } from '#islands/ui/useCall.ts';

export default function FollowChanges() {
  const { data } = useCall<StandardFollowChanges>('/api/standard/getFollowChanges', {}, { quiet: true });
  // Nothing followed: the favourites list below says how to follow; no empty block.
  if (!data || data.followed === 0) return null;
  return (
    <section className="card mb-5 p-6" aria-labelledby="std-follow-title" data-testid="std-follow-changes">
      <h2 id="std-follow-title" className="section-title">
        <CalendarClock size={18} className="text-brand-600" aria-hidden="true" />
        {STD_FOLLOW_MSG.title}
      </h2>
      <p className="mt-1 mb-3 text-xs text-ink-500">{STD_FOLLOW_MSG.hint(STD_FOLLOW_DAYS)}</p>
      {data.list.length === 0 ? (
        <p className="rounded-md bg-surface px-4 py-3 text-sm text-ink-500">
          {STD_FOLLOW_MSG.none(STD_FOLLOW_DAYS)}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {data.list.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5"
              data-std-change={s.number}
            >
              <a href={s.href} className="font-medium text-brand-700 tabular-nums hover:underline">
                {s.number}
              </a>
              <span className="min-w-0 flex-1 truncate text-sm text-ink-700">{s.name}</span>
              <span className={statusBadgeClass(s.status)}>{s.status_name}</span>
              <span className="text-xs text-ink-500">→</span>
              <span className={statusBadgeClass(s.next_status)}>{s.next_status_name}</span>
              <span className="w-36 text-right text-xs text-ink-700 tabular-nums">
                {s.on} · {STD_FOLLOW_MSG.willBe(s.days, s.next_status_name)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
