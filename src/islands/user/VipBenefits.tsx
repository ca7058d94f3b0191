/** The eight VIP benefits as cards, gold when the member holds them. */
import {
  BadgePercent,
  BookOpenText,
  FileText,
  Headset,
  History,
  Sparkles,
  Download,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { VIP_BENEFITS } from '#lib/commerce/vip.ts';

const ICONS: Record<string, LucideIcon> = {
  reports: FileText,
  memberPrice: BadgePercent,
  export: Download,
  reference: BookOpenText,
  service: Headset,
  custom: Wrench,
  vegetable: History,
  points: Sparkles,
};

export default function VipBenefits({ active }: { active: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="VIP特权">
      {VIP_BENEFITS.map((b) => {
        const Icon = ICONS[b.key] ?? Sparkles;
        return (
          <li key={b.key} className="rounded-lg border border-line p-4" data-benefit={b.key}>
            <span
              className={`grid size-10 place-items-center rounded-full ${
                active ? 'bg-gold-500 text-white' : 'bg-gold-500/10 text-gold-500'
              }`}
            >
              <Icon size={20} aria-hidden="true" />
            </span>
            <p className="mt-3 font-medium text-ink-900">{b.title}</p>
            <p className="mt-1 text-xs leading-5 text-ink-500">{b.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
