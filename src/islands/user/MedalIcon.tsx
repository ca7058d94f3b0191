/** One medal: an icon per medal, active (by level) or grey, its level as I–IV, its title on hover. */
import { Award, CalendarCheck, Coins, ShoppingBag, Star, type LucideIcon } from 'lucide-react';
import { isMedalActive, medalLook, medalTitle, romanLevel } from './medals.ts';
import type { MedalItem } from './types.ts';

const ICONS: Record<string, LucideIcon> = {
  points: Coins,
  veteran: CalendarCheck,
  collector: Star,
  buyer: ShoppingBag,
};

const SIZE = {
  sm: { box: 'size-8', icon: 16, badge: 'h-3.5 min-w-3.5 text-[9px]' },
  md: { box: 'size-12', icon: 24, badge: 'h-4 min-w-4 text-[10px]' },
} as const;

export default function MedalIcon({ medal, size = 'sm' }: { medal: MedalItem; size?: keyof typeof SIZE }) {
  const Icon = ICONS[medal.key] ?? Award;
  const s = SIZE[size];
  const title = medalTitle(medal);
  const active = isMedalActive(medal);
  return (
    <span
      role="img"
      aria-label={title}
      title={title}
      data-medal={medal.key}
      data-active={active}
      className={`relative inline-grid shrink-0 place-items-center rounded-full ring-1 ${s.box} ${medalLook(medal.new_grade)}`}
    >
      <Icon size={s.icon} strokeWidth={1.75} aria-hidden="true" />
      {active && (
        <span
          aria-hidden="true"
          className={`absolute -right-1 -bottom-1 grid place-items-center rounded-full bg-white px-0.5 leading-none font-bold text-brand-700 ring-1 ring-brand-200 ${s.badge}`}
        >
          {romanLevel(Math.min(medal.new_grade, 4))}
        </span>
      )}
    </span>
  );
}
