/** The member's medals with level, description and the next threshold to reach. */
import MedalIcon from './MedalIcon.tsx';
import { isMedalActive, nextThreshold, romanLevel } from './medals.ts';
import type { MedalSummary } from './types.ts';

export default function MedalGrid({ medal }: { medal: MedalSummary }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="勋章列表">
      {medal.list.map((m) => {
        const next = nextThreshold(m);
        return (
          <li
            key={m.key}
            className="flex items-start gap-3 rounded-lg border border-line p-4"
            data-medal-card={m.key}
          >
            <MedalIcon medal={m} size="md" />
            <div className="min-w-0">
              {/* Narrow cards (four across at 1280 px) put the grade under the name rather than split either. */}
              <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span
                  className={`font-medium whitespace-nowrap ${isMedalActive(m) ? 'text-ink-900' : 'text-ink-500'}`}
                >
                  {m.title}
                </span>
                <span
                  className={`rounded px-1.5 text-xs leading-5 whitespace-nowrap ${
                    isMedalActive(m) ? 'bg-brand-50 text-brand-700' : 'bg-surface text-ink-500'
                  }`}
                >
                  {isMedalActive(m) ? `${romanLevel(m.new_grade)}级` : '未获得'}
                </span>
              </p>
              <p className="mt-1 text-xs leading-5 text-ink-500">{m.description}</p>
              <p className="mt-0.5 text-xs leading-5 text-ink-500">
                {next === null ? '已达最高等级' : `下一级：${next}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
