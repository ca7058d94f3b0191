/** /user/vip: the member's VIP status and the eight benefits; buying opens with the commerce issue. */
import { Crown, Info } from 'lucide-react';
import { SITE } from '../../lib/site.ts';
import { vipStatus } from '../../lib/vip.ts';
import MemberGate from './MemberGate.tsx';
import VipBenefits from './VipBenefits.tsx';
import type { Profile } from './types.ts';

function Status({ me }: { me: Profile }) {
  const vip = vipStatus(me.vip_expire);
  return (
    <section
      className="card flex items-center gap-5 p-6"
      aria-label="VIP状态"
      data-vip-status={vip.active ? 'active' : 'inactive'}
    >
      <span
        className={`grid size-16 shrink-0 place-items-center rounded-full ${
          vip.active ? 'bg-gold-500 text-white' : 'bg-surface text-ink-300 ring-1 ring-line'
        }`}
      >
        <Crown size={30} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-ink-900">
          {vip.active ? 'VIP会员 · 已开通' : '尚未开通VIP会员'}
        </h2>
        <p className="mt-1 text-ink-500">
          {vip.active
            ? `有效期至 ${vip.until}，到期前可享受以下全部特权。`
            : vip.until
              ? `您的VIP会员已于 ${vip.until} 到期，续费后即可恢复以下特权。`
              : '开通后即可享受以下8项特权。'}
        </p>
      </div>
    </section>
  );
}

function Vip({ me }: { me: Profile }) {
  const active = vipStatus(me.vip_expire).active;
  return (
    <div className="space-y-5">
      <Status me={me} />
      <section className="card p-6" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title mb-4">
          VIP会员特权
        </h2>
        <VipBenefits active={active} />
      </section>
      <aside className="flex gap-3 rounded-lg border border-line bg-white p-4 text-sm text-ink-700">
        <Info size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
        <p className="leading-6">
          VIP会员的在线开通与续费将随商城功能开放。如需提前开通或咨询，请联系客服（微信号
          <span className="ml-1 font-mono text-ink-900">{SITE.serviceChatId}</span>，{SITE.serviceHours}）。
        </p>
      </aside>
    </div>
  );
}

export default function VipPage() {
  return <MemberGate>{(me) => <Vip me={me} />}</MemberGate>;
}
