/**
 * /user/order/payment?id=: the order to pay, the time left, WeChat Pay (QR) or Alipay (cashier page); polls the
 * order's status and, once paid, shows success and leads to what was bought.
 */
import { useEffect, useState } from 'react';
import { CheckCircle2, Clock, ExternalLink, FlaskConical, ReceiptText, XCircle } from 'lucide-react';
import { chinaDate, chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { ORDER_MSG, PAY_MSG } from '#lib/commerce/messages.ts';
import {
  type AliPayData,
  ITEM_TYPE_LABEL,
  ORDER_LIST,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  type OrderView,
  PAY_CHANNEL_LABEL,
  type PayChannel,
  type PaymentWebData,
} from '#lib/commerce/orders.ts';
import { bootAuth } from '#lib/session.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import ChannelIcon from './ChannelIcon.tsx';
import PriceTag from '#islands/ui/PriceTag.tsx';
import Refusal from './Refusal.tsx';
import WechatQr from './WechatQr.tsx';
import { BACK_TO_ORDERS, detailHref } from '#lib/commerce/orders.ts';
import { afterPaid, buyAgainHref, countdownText, idParam } from './orderText.ts';
import { useCall } from '#islands/ui/useCall.ts';
import { useNow } from './useNow.ts';
import { useOrderStatus } from './useOrderStatus.ts';

function Summary({ order, left }: { order: OrderView; left: number | null }) {
  return (
    <section className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center" aria-label="订单信息">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-xs text-ink-500">
          <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
            {ITEM_TYPE_LABEL[order.item_type]}
          </span>
          订单号 <span className="font-mono text-ink-700">{order.order_no}</span>
        </p>
        <p className="mt-2 text-base font-semibold text-ink-900" data-pay-title>
          {order.title}
        </p>
        <p className="mt-1 text-xs text-ink-500">下单时间 {chinaDateTime(order.created_at)}</p>
      </div>
      <div className="shrink-0 sm:text-right">
        <p className="text-xs text-ink-500">应付金额</p>
        <PriceTag amount={order.amount} size="lg" />
        {left !== null && (
          <p className="mt-1 flex items-center gap-1 text-xs text-ink-500 sm:justify-end" data-countdown>
            <Clock size={13} className="text-gold-500" aria-hidden="true" />
            剩余支付时间{' '}
            <span className="font-mono text-sm font-semibold text-gold-500">{countdownText(left)}</span>
          </p>
        )}
      </div>
    </section>
  );
}

function AliPayPanel({ id, amount, simulator }: { id: number; amount: number; simulator: boolean }) {
  const [busy, setBusy] = useState(false);
  async function go() {
    setBusy(true);
    const res = await api.post<AliPayData>('/api/payment/aliPay', { id });
    if (!res.success || !res.data) return setBusy(false);
    location.href = res.data.url;
  }
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <ChannelIcon channel="alipay" size={48} />
      <p className="mt-3 text-sm text-ink-700">将跳转到支付宝收银台完成付款，付款后自动返回本页。</p>
      <div className="mt-3">
        <PriceTag amount={amount} size="lg" />
      </div>
      <button
        type="button"
        className="btn mt-5 h-11 bg-[#1677FF] px-8 text-base text-white hover:bg-[#0e5fd8]"
        disabled={busy}
        onClick={() => void go()}
      >
        {busy ? '正在前往支付宝…' : '前往支付宝付款'}
        <ExternalLink size={15} aria-hidden="true" />
      </button>
      {simulator && (
        <p className="mt-4 flex items-center gap-1.5 text-xs text-gold-500" data-simulator>
          <FlaskConical size={14} aria-hidden="true" />
          {PAY_MSG.simulator}（将打开模拟收银台）
        </p>
      )}
    </div>
  );
}

function Channels({ data, left }: { data: PaymentWebData; left: number | null }) {
  const { order } = data;
  const first = order.channel && data.channels.includes(order.channel) ? order.channel : data.channels[0];
  const [channel, setChannel] = useState<PayChannel>(first ?? 'wechat');
  return (
    <div className="space-y-5">
      <Summary order={order} left={left} />
      <section className="card overflow-hidden" aria-label="选择支付方式">
        <div role="tablist" aria-label="支付方式" className="flex border-b border-line bg-surface">
          {data.channels.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={channel === c}
              onClick={() => setChannel(c)}
              className={`-mb-px flex flex-1 items-center justify-center gap-2 border-b-2 px-4 py-3.5 text-sm sm:flex-none sm:px-8 ${
                channel === c
                  ? 'border-brand-600 bg-white font-semibold text-ink-900'
                  : 'border-transparent text-ink-500 hover:text-ink-900'
              }`}
            >
              <ChannelIcon channel={c} size={20} />
              {PAY_CHANNEL_LABEL[c]}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={PAY_CHANNEL_LABEL[channel]} className="p-6 sm:p-8">
          {channel === 'wechat' ? (
            <WechatQr id={order.id} amount={order.amount} />
          ) : (
            <AliPayPanel id={order.id} amount={order.amount} simulator={data.simulator} />
          )}
        </div>
      </section>
      <p className="flex items-center gap-1.5 text-xs text-ink-500">
        <span className="inline-block size-1.5 animate-pulse rounded-full bg-brand-500" aria-hidden="true" />
        {PAY_MSG.waiting}支付完成后本页将自动更新，也可在
        <a href={ORDER_LIST} className="text-brand-700 hover:text-brand-800">
          我的订单
        </a>
        中查看。
      </p>
    </div>
  );
}

function Paid({ order }: { order: OrderView }) {
  const next = afterPaid(order);
  const until = order.granted_until;
  const membership = order.item_type === 'vip' || order.item_type === 'vegetable';
  useEffect(() => {
    // The header's VIP badge and the panel read the profile: fetch it again now that it changed.
    void bootAuth();
  }, []);
  return (
    <section className="card flex flex-col items-center px-6 py-14 text-center" data-paid aria-live="polite">
      <CheckCircle2 size={64} strokeWidth={1.5} className="text-brand-600" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold text-ink-900">{PAY_MSG.paid}</h2>
      <p className="mt-2 text-ink-700">
        {order.title}，实付 <PriceTag amount={order.amount} size="sm" />
      </p>
      {membership && until && (
        <p className="mt-1 text-sm text-ink-500" data-granted-until>
          会员有效期至 <span className="font-medium text-ink-900">{chinaDate(until)}</span>
        </p>
      )}
      <p className="mt-1 text-xs text-ink-500">
        订单号 <span className="font-mono">{order.order_no}</span>
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <a href={next.href} className="btn-primary h-10 px-6">
          {next.label}
        </a>
        <a href={detailHref(order.id)} className="btn-ghost h-10 px-6">
          <ReceiptText size={15} aria-hidden="true" /> 查看订单详情
        </a>
      </div>
    </section>
  );
}

function Ended({ order, status }: { order: OrderView; status: OrderStatus }) {
  const msg =
    status === 'closed'
      ? ORDER_MSG.expired
      : status === 'cancelled'
        ? ORDER_MSG.cancelled
        : ORDER_MSG.notPayable;
  return (
    <section className="card flex flex-col items-center px-6 py-14 text-center" data-ended={status}>
      <XCircle size={56} strokeWidth={1.5} className="text-ink-300" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-ink-900">{ORDER_STATUS_LABEL[status]}</h2>
      <p className="mt-2 text-ink-500">{msg}</p>
      <p className="mt-1 text-xs text-ink-500">
        {order.title} · 订单号 <span className="font-mono">{order.order_no}</span>
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <a href={buyAgainHref(order)} className="btn-primary h-10 px-6">
          重新购买
        </a>
        <a href={detailHref(order.id)} className="btn-ghost h-10 px-6">
          查看订单详情
        </a>
      </div>
    </section>
  );
}

function Pay({ data, fromAlipay }: { data: PaymentWebData; fromAlipay: boolean }) {
  const { order } = data;
  const unpaid = order.status === 'unpaid';
  const polled = useOrderStatus(order.id, unpaid, fromAlipay);
  const status: OrderStatus = polled?.status ?? order.status;
  const now = useNow(status === 'unpaid');
  const left = Date.parse(order.expires_at) - now;
  if (status === 'paid')
    return <Paid order={{ ...order, status, granted_until: polled?.granted_until ?? order.granted_until }} />;
  if (status !== 'unpaid') return <Ended order={order} status={status} />;
  // The time is up: the server closes the order; do not offer to pay it meanwhile.
  if (left <= 0) return <Ended order={order} status="closed" />;
  return <Channels data={data} left={left} />;
}

function Load({ id, fromAlipay }: { id: number; fromAlipay: boolean }) {
  const { data, refused, error, reload } = useCall<PaymentWebData>(
    '/api/payment/paymentWeb',
    { id },
    { quiet: true },
  );
  if (refused) return <Refusal msg={refused} back={BACK_TO_ORDERS} />;
  if (error) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={5} />;
  return <Pay data={data} fromAlipay={fromAlipay} />;
}

function Payment() {
  const [params] = useState(() => ({
    id: idParam(location.search),
    fromAlipay: new URLSearchParams(location.search).get('from') === 'alipay',
  }));
  if (!params.id) return <Refusal msg={ORDER_MSG.orderGone} back={BACK_TO_ORDERS} />;
  return <Load id={params.id} fromAlipay={params.fromAlipay} />;
}

export default function PaymentPage() {
  return <MemberGate>{() => <Payment />}</MemberGate>;
}
