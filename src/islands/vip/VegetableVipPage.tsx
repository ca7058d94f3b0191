/**
 * /application/vegetable/vip: the vegetable VIP plans for everyone; a signed-in member also sees their own status.
 * Buying needs an account: a visitor's buy opens the login modal and goes on after signing in.
 */
import { useStore } from '@nanostores/react';
import { BarChart3, Download, LogIn, MapPinned } from 'lucide-react';
import { $session, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { useHydrated } from '../useHydrated.ts';
import MembershipStatus from './MembershipStatus.tsx';
import PlanCards from './PlanCards.tsx';

const FEATURES = [
  { icon: BarChart3, title: '每日价格明细', text: '全国主要批发市场蔬菜价格每日更新，历史数据完整可查' },
  { icon: MapPinned, title: '产销地价差', text: '对比产地与销地价格，把握流通环节的价差变化' },
  { icon: Download, title: '图表与下载', text: '价格走势图表在线查看，数据表格一键下载' },
];

function Status() {
  const hydrated = useHydrated();
  const session = useStore($session);
  const me = useStore($user);
  if (!hydrated || session === 'unknown') return null;
  if (session !== 'member' || !me) {
    return (
      <section className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center" aria-label="蔬菜VIP状态">
        <p className="flex-1 text-ink-700">登录后可查看您的蔬菜VIP有效期，并在线开通或续费。</p>
        <button
          type="button"
          className="btn-primary"
          onClick={() => openLogin('login', () => location.reload())}
        >
          <LogIn size={15} aria-hidden="true" /> 登录 / 注册
        </button>
      </section>
    );
  }
  return (
    <MembershipStatus
      name="蔬菜VIP"
      label="蔬菜VIP状态"
      expire={me.vegetable_expire}
      what="蔬菜行情全部数据服务"
    />
  );
}

export default function VegetableVipPage() {
  const hydrated = useHydrated();
  const me = useStore($user);
  return (
    <div className="space-y-5">
      <Status />
      <section className="card p-6" aria-labelledby="veg-plans-title">
        <h2 id="veg-plans-title" className="section-title mb-4">
          蔬菜VIP套餐
        </h2>
        <PlanCards kind="vegetable" expire={hydrated && me ? (me.vegetable_expire ?? null) : undefined} />
      </section>
      <section aria-labelledby="veg-features-title">
        <h2 id="veg-features-title" className="section-title mb-4">
          蔬菜VIP能做什么
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="card p-5">
              <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
                <f.icon size={20} aria-hidden="true" />
              </span>
              <p className="mt-3 font-medium text-ink-900">{f.title}</p>
              <p className="mt-1 text-xs leading-5 text-ink-500">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
