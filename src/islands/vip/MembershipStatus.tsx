/** A membership's state at the top of its page: active until …, expired on …, or never opened. */
import { Crown } from 'lucide-react';
import { vipStatus } from '#lib/commerce/vip.ts';

interface Props {
  /** VIP会员 or 蔬菜VIP. */
  name: string;
  /** The region's name: VIP状态 or 蔬菜VIP状态. */
  label: string;
  expire: string | number | null | undefined;
  /** What the member gets, e.g. 以下全部特权. */
  what: string;
}

export default function MembershipStatus({ name, label, expire, what }: Props) {
  const s = vipStatus(expire);
  return (
    <section
      className="card flex items-center gap-5 p-6"
      aria-label={label}
      data-vip-status={s.active ? 'active' : 'inactive'}
    >
      <span
        className={`grid size-16 shrink-0 place-items-center rounded-full ${
          s.active ? 'bg-gold-500 text-white' : 'bg-surface text-ink-500 ring-1 ring-line'
        }`}
      >
        <Crown size={30} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-ink-900">
          {s.active ? `${name} · 已开通` : `尚未开通${name}`}
        </h2>
        <p className="mt-1 text-ink-500">
          {s.active ? (
            <>
              有效期至{' '}
              <span className="font-medium text-ink-900" data-vip-until>
                {s.until}
              </span>
              ，到期前可享受{what}。
            </>
          ) : s.until ? (
            `您的${name}已于 ${s.until} 到期，续费后即可恢复${what}。`
          ) : (
            `开通后即可享受${what}。`
          )}
        </p>
      </div>
    </section>
  );
}
