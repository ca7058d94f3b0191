/** The VIP icon: gold when the membership is active, grey (normal look) otherwise. */
import { Crown } from 'lucide-react';

export default function VipMark({ active, until }: { active: boolean; until?: string | null }) {
  const title = active ? `VIP会员${until ? `，有效期至 ${until}` : ''}` : '未开通VIP会员';
  return (
    <span
      title={title}
      aria-label={title}
      role="img"
      data-vip={active ? 'active' : 'normal'}
      className={`inline-flex h-5 shrink-0 items-center gap-0.5 rounded-full px-1.5 text-[11px] font-bold ${
        active ? 'bg-gold-500 text-white' : 'bg-surface text-ink-500 ring-1 ring-line'
      }`}
    >
      <Crown size={12} aria-hidden="true" />
      VIP
    </span>
  );
}
