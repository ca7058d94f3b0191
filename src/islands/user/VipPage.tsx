/** /user/vip: the member's VIP status, the plans on sale (buy or renew), and the eight benefits. */
import { Headset } from 'lucide-react';
import type { ServiceContact } from '#lib/site.ts';
import { vipStatus } from '#lib/commerce/vip.ts';
import MembershipStatus from '../vip/MembershipStatus.tsx';
import PlanCards from '../vip/PlanCards.tsx';
import MemberGate from '#islands/ui/MemberGate.tsx';
import VipBenefits from './VipBenefits.tsx';
import type { Profile } from '#lib/accounts/types.ts';

function Vip({ me, service }: { me: Profile; service: ServiceContact }) {
  const active = vipStatus(me.vip_expire).active;
  return (
    <div className="space-y-5">
      <MembershipStatus name="VIP会员" label="VIP状态" expire={me.vip_expire} what="以下全部特权" />
      <section className="card p-6" aria-labelledby="plans-title">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="plans-title" className="section-title">
            {active ? '续费VIP会员' : '开通VIP会员'}
          </h2>
          <p className="text-xs text-ink-500">有效期自当前到期日顺延，支持微信支付与支付宝</p>
        </div>
        <PlanCards kind="vip" expire={me.vip_expire ?? null} />
      </section>
      <section className="card p-6" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title mb-4">
          VIP会员特权
        </h2>
        <VipBenefits active={active} />
      </section>
      <aside className="flex gap-3 rounded-lg border border-line bg-white p-4 text-sm text-ink-700">
        <Headset size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
        <p className="leading-6">
          购买后可在“我的订单”中查看订单与申请发票。如需对公转账或咨询，请联系客服（微信号
          <span className="mx-1 font-mono text-ink-900">{service.wechat}</span>，{service.hours}）。
        </p>
      </aside>
    </div>
  );
}

/** `service`: the operator's customer-service contacts, from the page (the build's settings). */
export default function VipPage({ service }: { service: ServiceContact }) {
  return <MemberGate>{(me) => <Vip me={me} service={service} />}</MemberGate>;
}
