/** The plans on sale as cards (VIP and vegetable VIP): price, list price, days, 推荐, benefits, buy or renew. */
import { useState } from 'react';
import { Check, Crown } from 'lucide-react';
import { chinaDate } from '#lib/chinaTime.ts';
import { renewedUntil, type PlanKind, type PlanView } from '#lib/commerce/orders.ts';
import { isActiveUntil } from '#lib/stores/auth.ts';
import PriceTag from '#islands/ui/PriceTag.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { buyPlan } from './buyPlan.ts';

interface Props {
  kind: PlanKind;
  /** The member's current expiry of this kind; undefined for a visitor. */
  expire?: string | number | null;
}

function PlanCard({
  plan,
  expire,
  busy,
  onBuy,
}: {
  plan: PlanView;
  expire: Props['expire'];
  busy: boolean;
  onBuy: () => void;
}) {
  const active = isActiveUntil(expire);
  // The clock is read once, when the card first renders (not on every render).
  const [now] = useState(() => Date.now());
  const until = chinaDate(renewedUntil(expire, now, plan.days));
  const titleId = `plan-${plan.key}`;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.key}
      className={`relative flex flex-col rounded-xl border-2 bg-white p-6 transition-shadow hover:shadow-[0_8px_24px_rgba(20,40,30,0.08)] ${
        plan.recommended ? 'border-gold-500' : 'border-line'
      }`}
    >
      {plan.recommended && (
        <span className="absolute -top-3 left-6 rounded-full bg-gold-500 px-3 py-0.5 text-xs font-semibold text-white shadow-sm">
          推荐
        </span>
      )}
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Crown size={18} className={plan.recommended ? 'text-gold-500' : 'text-ink-500'} aria-hidden="true" />
        {plan.name}
      </h3>
      <p className="mt-1 text-xs text-ink-500">有效期 {plan.days} 天</p>
      <div className="mt-4">
        <PriceTag amount={plan.price} listPrice={plan.list_price} size="lg" />
      </div>
      <ul
        className="mt-5 flex-1 space-y-2 border-t border-line pt-4 text-sm text-ink-700"
        aria-label={`${plan.name}权益`}
      >
        {plan.benefits.map((b) => (
          <li key={b} className="flex items-start gap-2">
            <Check size={15} className="mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
            {b}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-xs text-ink-500" data-renewal>
        {active ? `续费后有效期顺延至 ${until}` : `开通后有效期至 ${until}`}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={onBuy}
        className={`btn mt-2 h-10 w-full text-[15px] ${
          plan.recommended
            ? 'bg-gold-500 text-white hover:bg-[#6f4808]'
            : 'bg-brand-600 text-white hover:bg-brand-700'
        }`}
      >
        {busy ? '正在下单…' : active ? '立即续费' : '立即开通'}
      </button>
    </article>
  );
}

export default function PlanCards({ kind, expire }: Props) {
  const { data, error, reload } = useCall<PlanView[]>('/api/order/getPlans', { kind });
  const [busy, setBusy] = useState<number | null>(null);
  async function buy(plan: PlanView) {
    setBusy(plan.id);
    if (!(await buyPlan(plan))) setBusy(null);
  }
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={4} />;
  if (data.length === 0) return <p className="py-8 text-center text-ink-500">暂无在售套餐，请稍后再来。</p>;
  return (
    <div className={`grid gap-5 pt-3 sm:grid-cols-2 ${data.length >= 3 ? 'xl:grid-cols-3' : ''}`}>
      {data.map((p) => (
        <PlanCard key={p.id} plan={p} expire={expire} busy={busy === p.id} onBuy={() => void buy(p)} />
      ))}
    </div>
  );
}
