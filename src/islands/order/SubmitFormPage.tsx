/** /user/order/submit_form?id=&type=: what is bought at the server's price, the channel, 提交订单 → payment. */
import { useState } from 'react';
import { BookOpen, Clock, ShieldCheck } from 'lucide-react';
import { api } from '#lib/client.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import {
  ITEM_TYPE_LABEL,
  ORDER_TTL_MINUTES,
  PAY_CHANNEL_LABEL,
  orderTarget,
  type ItemType,
  type OrderSubmitData,
  type PayChannel,
} from '#lib/commerce/orders.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import ChannelPicker from './ChannelPicker.tsx';
import PriceTag from '#islands/ui/PriceTag.tsx';
import Refusal from './Refusal.tsx';
import { payHref, readReportHref, type PlacedOrder } from '#lib/commerce/orders.ts';
import { idParam, typeParam } from './orderText.ts';
import { useCall } from '#islands/ui/useCall.ts';

/** Where the member came from, to go back to after a refusal. */
function backOf(type: ItemType, id: number): { href: string; label: string } {
  if (type === 'report') return { href: orderTarget(type, id), label: '返回报告' };
  if (type === 'product') return { href: orderTarget(type, id), label: '返回数据产品' };
  return { href: orderTarget(type, id), label: '返回会员页' };
}

/** A refusal that means the member can already read the report: offer it. */
const canRead = (type: ItemType, msg: string) =>
  type === 'report' && (msg === ORDER_MSG.alreadyBought || msg === ORDER_MSG.vipReadsFree);

function Form({ item }: { item: OrderSubmitData }) {
  const [channel, setChannel] = useState<PayChannel>(item.channels[0] ?? 'wechat');
  const [busy, setBusy] = useState(false);
  const membership = item.item_type === 'vip' || item.item_type === 'vegetable';

  async function submit() {
    setBusy(true);
    const res = await api.post<PlacedOrder>('/api/order/orderSubmit', {
      id: item.item_id,
      type: item.item_type,
      channel,
    });
    if (!res.success) return setBusy(false);
    location.href = payHref(res.data.id);
  }

  return (
    <div className="space-y-5">
      {item.pending_order_id !== null && (
        <aside
          className="flex flex-col gap-3 rounded-lg border border-gold-500/30 bg-amber-50 p-4 sm:flex-row sm:items-center"
          data-pending-order={item.pending_order_id}
        >
          <Clock size={20} className="shrink-0 text-gold-500" aria-hidden="true" />
          <p className="flex-1 text-sm text-ink-700">
            您有一笔该商品的待支付订单，可直接继续支付，无需重复下单。
          </p>
          <a href={payHref(item.pending_order_id)} className="btn-primary shrink-0">
            继续支付该订单
          </a>
        </aside>
      )}
      <section className="card p-6" aria-labelledby="submit-item-title">
        <h2 id="submit-item-title" className="section-title mb-4">
          确认商品
        </h2>
        <div className="flex flex-col gap-4 rounded-lg border border-line p-5 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {ITEM_TYPE_LABEL[item.item_type]}
            </span>
            <p className="mt-2 text-base font-semibold text-ink-900" data-submit-title>
              {item.title}
            </p>
            {item.summary && (
              <p className="mt-1 line-clamp-2 text-sm leading-6 text-ink-500">{item.summary}</p>
            )}
            {membership && item.days > 0 && (
              <p className="mt-1 text-sm text-ink-500">有效期 {item.days} 天，自当前有效期顺延</p>
            )}
          </div>
          <div className="shrink-0 sm:text-right">
            <PriceTag amount={item.amount} listPrice={item.list_price} />
            {item.list_price > item.amount && <p className="mt-0.5 text-xs text-gold-500">已享优惠价</p>}
          </div>
        </div>
      </section>
      <section className="card p-6" aria-labelledby="submit-channel-title">
        <h2 id="submit-channel-title" className="section-title mb-4">
          支付方式
        </h2>
        <ChannelPicker channels={item.channels} value={channel} onChange={setChannel} />
      </section>
      <section className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-end">
        <p className="flex items-center gap-1.5 text-xs text-ink-500 sm:mr-auto">
          <ShieldCheck size={15} className="text-brand-600" aria-hidden="true" />
          订单金额以服务端计价为准，提交后请在{ORDER_TTL_MINUTES}分钟内完成支付
        </p>
        <p className="text-sm text-ink-700">
          应付金额：
          <PriceTag amount={item.amount} />
        </p>
        <button
          type="button"
          className="btn-primary h-11 px-8 text-base"
          disabled={busy}
          onClick={() => void submit()}
        >
          {busy ? '提交中…' : '提交订单'}
        </button>
      </section>
      <p className="text-xs text-ink-500">
        将使用{PAY_CHANNEL_LABEL[channel]}付款；提交后可在“我的订单”中查看或取消。
      </p>
    </div>
  );
}

function Load({ id, type }: { id: number; type: ItemType }) {
  const { data, refused, error, reload } = useCall<OrderSubmitData>(
    '/api/order/getOrderSubmitData',
    { id, type },
    { quiet: true },
  );
  if (refused) {
    return (
      <Refusal msg={refused} back={backOf(type, id)}>
        {canRead(type, refused) && (
          <a href={readReportHref(id)} className="btn-primary px-5">
            <BookOpen size={15} aria-hidden="true" /> 阅读报告
          </a>
        )}
      </Refusal>
    );
  }
  if (error) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={5} />;
  return <Form item={data} />;
}

function SubmitForm() {
  // The legacy /home/order/submit/id/{id} carries no type: those links came from the report pages.
  const [item] = useState(() => ({
    id: idParam(location.search),
    type: new URLSearchParams(location.search).has('type') ? typeParam(location.search) : 'report',
  }));
  if (!item.id || !item.type) {
    return <Refusal msg={ORDER_MSG.itemGone} back={{ href: '/', label: '返回首页' }} />;
  }
  return <Load id={item.id} type={item.type} />;
}

export default function SubmitFormPage() {
  return <MemberGate>{() => <SubmitForm />}</MemberGate>;
}
