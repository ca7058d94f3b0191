/** /user/order/detail?id=: every field of one order, its timeline, and what can be done with it. */
import { useState, type ReactNode } from 'react';
import { ArrowLeft, Circle, CheckCircle2, CircleDot, XCircle } from 'lucide-react';
import { chinaDate, chinaDateTime } from '#lib/chinaTime.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import {
  BACK_TO_ORDERS,
  INVOICE_LIST,
  ITEM_TYPE_LABEL,
  ORDER_LIST,
  type OrderView,
  PAY_CHANNEL_LABEL,
} from '#lib/commerce/orders.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import ChannelIcon from './ChannelIcon.tsx';
import OrderActions from './OrderActions.tsx';
import PriceTag from '#islands/ui/PriceTag.tsx';
import Refusal from './Refusal.tsx';
import StatusBadge from './StatusBadge.tsx';
import { buyAgainHref, idParam, timelineOf, afterPaid, type TimelineStep } from './orderText.ts';

const STEP_ICON = { done: CheckCircle2, current: CircleDot, todo: Circle, ended: XCircle } as const;
const STEP_TONE = {
  done: 'text-brand-600',
  current: 'text-gold-500',
  todo: 'text-ink-500',
  ended: 'text-ink-500',
} as const;

function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="flex flex-col gap-0 sm:flex-row sm:items-start" aria-label="订单进度">
      {steps.map((s, i) => {
        const Icon = STEP_ICON[s.state];
        return (
          <li
            key={s.key}
            className="flex flex-1 gap-3 sm:flex-col sm:items-center sm:text-center"
            data-step={s.key}
          >
            <div className="flex flex-col items-center sm:w-full sm:flex-row">
              <span
                className={`hidden h-px flex-1 sm:block ${i === 0 ? 'bg-transparent' : 'bg-brand-200'}`}
              />
              <Icon size={26} className={`shrink-0 ${STEP_TONE[s.state]}`} aria-hidden="true" />
              <span
                className={`w-px flex-1 sm:h-px sm:w-auto ${i === steps.length - 1 ? 'bg-transparent' : 'bg-brand-200'} min-h-6 sm:min-h-0`}
              />
            </div>
            <div className="pb-4 sm:pt-2 sm:pb-0">
              <p className={`text-sm font-medium ${s.state === 'todo' ? 'text-ink-500' : 'text-ink-900'}`}>
                {s.label}
              </p>
              <p className="text-xs text-ink-500 tabular-nums">{s.time}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-2 text-sm">
      <dt className="w-20 shrink-0 text-ink-500">{label}</dt>
      <dd className="min-w-0 break-all text-ink-900">{children}</dd>
    </div>
  );
}

function Detail({ order, reload }: { order: OrderView; reload: () => void }) {
  const next = afterPaid(order);
  const membership = order.item_type === 'vip' || order.item_type === 'vegetable';
  return (
    <div className="space-y-5">
      <section className="card p-6" aria-label="订单状态">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <StatusBadge status={order.status} />
            <span className="text-sm text-ink-500">
              订单号 <span className="font-mono text-ink-700">{order.order_no}</span>
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {order.status === 'paid' && (
              <a href={next.href} className="btn-primary">
                {next.label}
              </a>
            )}
            {(order.status === 'cancelled' || order.status === 'closed') && (
              <a href={buyAgainHref(order)} className="btn-primary">
                重新购买
              </a>
            )}
            <OrderActions order={order} onChanged={reload} />
          </div>
        </div>
        <Timeline steps={timelineOf(order)} />
      </section>
      <section className="card p-6" aria-labelledby="order-item-title">
        <h2 id="order-item-title" className="section-title mb-4">
          商品信息
        </h2>
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-line p-4">
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            {ITEM_TYPE_LABEL[order.item_type]}
          </span>
          <a href={order.target} className="min-w-0 flex-1 font-medium text-ink-900 hover:text-brand-700">
            {order.title}
          </a>
          {membership && order.days > 0 && <span className="text-sm text-ink-500">{order.days}天</span>}
          <PriceTag amount={order.amount} />
        </div>
      </section>
      <section className="card p-6" aria-labelledby="order-info-title">
        <h2 id="order-info-title" className="section-title mb-2">
          订单信息
        </h2>
        <dl className="grid gap-x-8 sm:grid-cols-2">
          <Field label="订单号">
            <span className="font-mono">{order.order_no}</span>
          </Field>
          <Field label="订单状态">{order.status_label}</Field>
          <Field label="下单时间">{chinaDateTime(order.created_at)}</Field>
          <Field label="实付金额">
            <PriceTag amount={order.amount} size="sm" />
          </Field>
          <Field label="支付方式">
            {order.channel ? (
              <span className="inline-flex items-center gap-1.5">
                <ChannelIcon channel={order.channel} size={16} /> {PAY_CHANNEL_LABEL[order.channel]}
              </span>
            ) : (
              '—'
            )}
          </Field>
          <Field label="支付时间">{order.paid_at ? chinaDateTime(order.paid_at) : '—'}</Field>
          {order.transaction_id && (
            <Field label="交易流水">
              <span className="font-mono">{order.transaction_id}</span>
            </Field>
          )}
          {order.status === 'unpaid' && <Field label="支付期限">{chinaDateTime(order.expires_at)} 前</Field>}
          {order.ended_at && order.status !== 'paid' && (
            <Field label={order.status === 'refunded' ? '退款时间' : '结束时间'}>
              {chinaDateTime(order.ended_at)}
            </Field>
          )}
          {membership && order.granted_until && (
            <Field label="会员有效期">至 {chinaDate(order.granted_until)}</Field>
          )}
          <Field label="发票">
            {order.invoice_id ? (
              <a href={INVOICE_LIST} className="text-brand-700 hover:text-brand-800">
                已申请
              </a>
            ) : order.status === 'paid' ? (
              '未申请'
            ) : (
              '—'
            )}
          </Field>
        </dl>
      </section>
      <a
        href={ORDER_LIST}
        className="inline-flex items-center gap-1 text-sm text-ink-500 hover:text-brand-700"
      >
        <ArrowLeft size={14} aria-hidden="true" /> 返回我的订单
      </a>
    </div>
  );
}

function Load({ id }: { id: number }) {
  const { data, error, refused, reload } = useCall<OrderView>('/api/order/detail', { id }, { quiet: true });
  if (refused) return <Refusal msg={refused} back={BACK_TO_ORDERS} />;
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={6} />;
  return <Detail order={data} reload={reload} />;
}

function OrderDetail() {
  const [id] = useState(() => idParam(location.search));
  if (!id) return <Refusal msg={ORDER_MSG.orderGone} back={BACK_TO_ORDERS} />;
  return <Load id={id} />;
}

export default function OrderDetailPage() {
  return <MemberGate>{() => <OrderDetail />}</MemberGate>;
}
