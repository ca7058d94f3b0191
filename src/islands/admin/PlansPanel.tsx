/** 会员套餐: editors list, create and change VIP and vegetable VIP plans; orders already placed keep their amount. */
import { useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, Pencil, Plus, Save, Star } from 'lucide-react';
import { api } from '#lib/client.ts';
import type { Rules } from '#lib/form.ts';
import { isRequired } from '#lib/form.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { ITEM_TYPE_LABEL, PLAN_KINDS, type PlanKind } from '#lib/commerce/orders.ts';
import { fenToYuanInput, yuan, yuanToFen } from '#lib/commerce/price.ts';
import { benefitLines, PLAN_LIMITS, type AdminPlanView } from '#lib/commerce/scoreRules.ts';
import { toast } from '#lib/stores/toast.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextArea } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import BoundField from '#islands/ui/form/BoundField.tsx';

interface PlanValues extends Record<string, unknown> {
  name: string;
  price: string;
  list_price: string;
  days: string;
  benefits: string;
  recommended: boolean;
  active: boolean;
  sort: string;
}

const valuesOf = (p: AdminPlanView | null): PlanValues => ({
  name: p?.name ?? '',
  price: p ? fenToYuanInput(p.price) : '',
  list_price: p ? fenToYuanInput(p.list_price) : '',
  days: p ? String(p.days) : '',
  benefits: p?.benefits.join('\n') ?? '',
  recommended: p?.recommended ?? false,
  active: p?.active ?? true,
  sort: p ? String(p.sort) : '0',
});

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const whole = (v: unknown, min: number, max: number) =>
  /^\d{1,5}$/.test(str(v)) && Number(v) >= min && Number(v) <= max;

/** The same checks the server makes (planWriteSchema in lib/commerce/validators.ts), so most mistakes show at once. */
const RULES: Rules<PlanValues> = {
  name: [
    { required: true, message: SCORE_MSG.planName },
    {
      message: SCORE_MSG.planNameTooLong(PLAN_LIMITS.name),
      validator: (v) => str(v).length <= PLAN_LIMITS.name,
    },
  ],
  price: [
    { required: true, message: SCORE_MSG.planPriceRequired },
    { message: ADMIN_MSG.moneyInvalid, validator: (v) => yuanToFen(str(v)) !== null },
    { message: SCORE_MSG.planPricePositive, validator: (v) => (yuanToFen(str(v)) ?? 0) > 0 },
    {
      message: SCORE_MSG.planPriceTooHigh(PLAN_LIMITS.priceCents / 100),
      validator: (v) => (yuanToFen(str(v)) ?? 0) <= PLAN_LIMITS.priceCents,
    },
  ],
  list_price: [
    { message: ADMIN_MSG.moneyInvalid, validator: (v) => yuanToFen(str(v)) !== null },
    {
      message: SCORE_MSG.listPriceLow,
      validator: (v, all) => {
        const list = yuanToFen(str(v)) ?? 0;
        return list === 0 || list > (yuanToFen(str(all.price)) ?? 0);
      },
    },
  ],
  days: [
    { required: true, message: SCORE_MSG.planDays(PLAN_LIMITS.days) },
    { message: SCORE_MSG.planDays(PLAN_LIMITS.days), validator: (v) => whole(v, 1, PLAN_LIMITS.days) },
  ],
  benefits: [
    {
      message: SCORE_MSG.benefitsTooMany(PLAN_LIMITS.benefits, PLAN_LIMITS.benefit),
      validator: (v) => {
        const lines = benefitLines(String(v));
        return lines.length <= PLAN_LIMITS.benefits && lines.every((l) => l.length <= PLAN_LIMITS.benefit);
      },
    },
  ],
  sort: [{ message: SCORE_MSG.sortInvalid, validator: (v) => whole(v, 0, PLAN_LIMITS.sort) }],
};

function PlanForm({
  plan,
  kind,
  onSaved,
  onClose,
}: {
  plan: AdminPlanView | null;
  kind: PlanKind;
  onSaved: () => void;
  onClose: () => void;
}) {
  const initial = useMemo(() => valuesOf(plan), [plan]);
  const form = useForm<PlanValues>(initial, RULES);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function save() {
    if (!form.validate().valid) return;
    const v = form.values;
    setBusy(true);
    setRefusal(null);
    const body = {
      ...(plan ? { id: plan.id } : { kind }),
      name: v.name.trim(),
      price: v.price.trim(),
      list_price: v.list_price.trim(),
      days: Number(v.days),
      benefits: benefitLines(v.benefits),
      recommended: v.recommended,
      active: v.active,
      sort: Number(v.sort || 0),
    };
    const res = await api.post<AdminPlanView>('/api/admin/commerce/savePlan', body, { silent: true });
    setBusy(false);
    if (!res.success) {
      setRefusal(res.msg);
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    onSaved();
  }

  const text = (
    name: keyof PlanValues & string,
    label: string,
    props: { placeholder?: string; maxLength?: number } = {},
  ) => <BoundField form={form} name={name} label={label} idPrefix="plan" {...props} />;
  const item = (name: keyof PlanValues & string, label: string, field: ReactNode) => (
    <FormItem
      label={label}
      htmlFor={`plan-${name}`}
      required={isRequired(RULES, name)}
      error={form.errors[name]}
    >
      {field}
    </FormItem>
  );

  return (
    <form
      className="card p-5 md:p-6"
      aria-label={plan ? `编辑套餐 ${plan.name}` : `新建${ITEM_TYPE_LABEL[kind]}套餐`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">
          {plan ? `编辑套餐：${plan.name}` : `新建${ITEM_TYPE_LABEL[kind]}套餐`}
          <span className="text-xs font-normal text-ink-500">（{ITEM_TYPE_LABEL[plan?.kind ?? kind]}）</span>
        </h2>
        <button type="button" className="btn-ghost" onClick={onClose}>
          <ArrowLeft size={14} aria-hidden="true" /> 返回列表
        </button>
      </div>
      {refusal && (
        <p role="alert" className="mb-5 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      )}
      <div className="max-w-2xl">
        {text('name', '套餐名称', { maxLength: PLAN_LIMITS.name })}
        {text('price', '售价（元）', { placeholder: '例如 268.00', maxLength: 9 })}
        {text('list_price', '划线价（元）', { placeholder: '不需要时留空', maxLength: 9 })}
        {text('days', '有效天数', { placeholder: '例如 366', maxLength: 4 })}
        {item(
          'benefits',
          '会员权益',
          <TextArea
            id="plan-benefits"
            rows={5}
            maxLength={PLAN_LIMITS.benefits * (PLAN_LIMITS.benefit + 2)}
            placeholder="每行一条权益"
            invalid={Boolean(form.errors.benefits)}
            value={form.values.benefits}
            onChange={(e) => form.set('benefits', e.target.value)}
            onBlur={() => form.blur('benefits')}
          />,
        )}
        {text('sort', '排序', { placeholder: '数字小的排在前面', maxLength: 4 })}
        <FormItem label="展示" htmlFor="plan-recommended">
          <div className="flex h-9 items-center gap-6 text-sm text-ink-700">
            <label className="flex items-center gap-2">
              <input
                id="plan-recommended"
                type="checkbox"
                checked={form.values.recommended}
                onChange={(e) => form.set('recommended', e.target.checked)}
              />
              推荐套餐
            </label>
            <label className="flex items-center gap-2">
              <input
                id="plan-active"
                type="checkbox"
                checked={form.values.active}
                onChange={(e) => form.set('active', e.target.checked)}
              />
              上架销售
            </label>
          </div>
        </FormItem>
        <p className="mb-5 pl-[92px] text-xs leading-5 text-ink-500">
          修改价格只影响之后下的订单；已下单（含待支付）的订单仍按下单时的金额结算。
        </p>
        <div className="flex flex-wrap gap-3 pl-[92px]">
          <button type="submit" className="btn-primary px-6" disabled={busy}>
            <Save size={14} aria-hidden="true" /> {busy ? '保存中…' : '保存'}
          </button>
          <button type="button" className="btn-ghost px-6" onClick={onClose}>
            取消
          </button>
        </div>
      </div>
    </form>
  );
}

function PlanTable({
  kind,
  list,
  onEdit,
  onCreate,
}: {
  kind: PlanKind;
  list: AdminPlanView[];
  onEdit: (p: AdminPlanView) => void;
  onCreate: (k: PlanKind) => void;
}) {
  return (
    <section className="card" aria-label={`${ITEM_TYPE_LABEL[kind]}套餐`}>
      <div className="flex items-center justify-between border-b border-line px-5 py-3.5">
        <h3 className="font-semibold text-ink-900">{ITEM_TYPE_LABEL[kind]}套餐</h3>
        <button type="button" className="btn-ghost h-8 px-3" onClick={() => onCreate(kind)}>
          <Plus size={14} aria-hidden="true" /> 新建套餐
        </button>
      </div>
      {list.length === 0 ? (
        <Empty text="暂无套餐" />
      ) : (
        <div className="table-scroll">
          <table className="w-full min-w-[760px] text-sm">
            <thead className="bg-surface text-left text-ink-500">
              <tr>
                <th className="px-5 py-2.5 font-medium">套餐</th>
                <th className="px-3 py-2.5 text-right font-medium">售价</th>
                <th className="px-3 py-2.5 text-right font-medium">划线价</th>
                <th className="px-3 py-2.5 text-right font-medium">天数</th>
                <th className="px-3 py-2.5 font-medium">权益</th>
                <th className="px-3 py-2.5 font-medium">状态</th>
                <th className="px-3 py-2.5 text-right font-medium">排序</th>
                <th className="px-5 py-2.5 text-right font-medium">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id} className="border-t border-line" data-plan={p.key}>
                  <td className="px-5 py-3">
                    <span className="flex items-center gap-1.5 font-medium text-ink-900">
                      {p.name}
                      {p.recommended && (
                        <span className="inline-flex items-center gap-0.5 rounded bg-amber-50 px-1.5 text-xs font-normal text-amber-700">
                          <Star size={11} aria-hidden="true" /> 推荐
                        </span>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-3 text-right font-semibold text-ink-900 tabular-nums">
                    {yuan(p.price)}
                  </td>
                  <td className="px-3 py-3 text-right text-ink-500 tabular-nums">
                    {p.list_price ? <s>{yuan(p.list_price)}</s> : '—'}
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums">{p.days}</td>
                  <td className="max-w-64 px-3 py-3 text-ink-500">
                    <span className="line-clamp-2">{p.benefits.join('、') || '—'}</span>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {p.active ? (
                      <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">销售中</span>
                    ) : (
                      <span className="rounded bg-surface px-1.5 py-0.5 text-xs text-ink-500 ring-1 ring-line">
                        已下架
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums">{p.sort}</td>
                  <td className="px-5 py-3 text-right">
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                      aria-label={`编辑 ${p.name}`}
                      onClick={() => onEdit(p)}
                    >
                      <Pencil size={13} aria-hidden="true" /> 编辑
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type Editing = { plan: AdminPlanView | null; kind: PlanKind } | null;

export default function PlansPanel() {
  const list = useCall<AdminPlanView[]>('/api/admin/commerce/plans');
  const [editing, setEditing] = useState<Editing>(null);
  if (editing)
    return (
      <PlanForm
        key={editing.plan?.id ?? `new-${editing.kind}`}
        plan={editing.plan}
        kind={editing.kind}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    );
  if (list.error && !list.data) return <Failed msg={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading rows={5} />;
  const plans = list.data;
  return (
    <div className="space-y-4">
      {PLAN_KINDS.map((kind) => (
        <PlanTable
          key={kind}
          kind={kind}
          list={plans.filter((p) => p.kind === kind)}
          onEdit={(plan) => setEditing({ plan, kind: plan.kind })}
          onCreate={(k) => setEditing({ plan: null, kind: k })}
        />
      ))}
    </div>
  );
}
