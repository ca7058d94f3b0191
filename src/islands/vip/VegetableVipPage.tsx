/**
 * /application/vegetable/vip: the vegetable VIP plans for everyone; a signed-in member also sees their own status.
 * Buying needs an account: a visitor's buy opens the login modal and goes on after signing in.
 */
import { useStore } from '@nanostores/react';
import { CalendarRange, Download, FileText, History, LogIn, MapPinned } from 'lucide-react';
import { VEG_FREE_TEXT, VEG_VIP_FEATURES, type VegVipFeature } from '#lib/vegetable/access.ts';
import { $session, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import MembershipStatus from './MembershipStatus.tsx';
import PlanCards from './PlanCards.tsx';

/** What the VIP opens, from the one source (access.ts); an icon each. */
const ICONS: Record<VegVipFeature, typeof History> = {
  history: History,
  markets: MapPinned,
  seasonal: CalendarRange,
  download: Download,
  reports: FileText,
};
const FEATURES = (Object.keys(VEG_VIP_FEATURES) as VegVipFeature[]).map((key) => ({
  key,
  icon: ICONS[key],
  ...VEG_VIP_FEATURES[key],
}));

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
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {FEATURES.map((f) => (
            <li key={f.key} className="card p-5" data-feature={f.key}>
              <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
                <f.icon size={20} aria-hidden="true" />
              </span>
              <p className="mt-3 font-medium text-ink-900">{f.title}</p>
              <p className="mt-1 text-xs leading-5 text-ink-500">{f.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-500" data-testid="veg-free-text">
          {VEG_FREE_TEXT}
        </p>
      </section>
    </div>
  );
}
