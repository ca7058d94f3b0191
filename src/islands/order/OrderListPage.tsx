/** /user/order/list: the member's orders, newest first, by status tab, paged; pay, cancel, invoice, detail. */
import { ShoppingBag } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  INVOICE_LIST,
  ITEM_TYPE_LABEL,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  type OrderView,
} from '#lib/commerce/orders.ts';
import { PAGING, type Paged } from '#lib/paging.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { usePageParam } from '#islands/ui/usePageParam.ts';
import OrderActions from './OrderActions.tsx';
import PriceTag from '#islands/ui/PriceTag.tsx';
import StatusBadge from './StatusBadge.tsx';
import { detailHref } from '#lib/commerce/orders.ts';
import UnderlineTabs from '#islands/ui/UnderlineTabs.tsx';
import { useQueryParam } from '#islands/ui/useQueryParam.ts';

const TABS: { key: '' | OrderStatus; label: string }[] = [
  { key: '', label: '全部' },
  { key: 'unpaid', label: ORDER_STATUS_LABEL.unpaid },
  { key: 'paid', label: ORDER_STATUS_LABEL.paid },
  { key: 'cancelled', label: ORDER_STATUS_LABEL.cancelled },
  { key: 'closed', label: ORDER_STATUS_LABEL.closed },
];

const TAB_KEYS = TABS.map((t) => t.key);

/** One order as a block: number and time on top, then item, amount, status and actions in columns. */
function OrderRow({ order, onChanged }: { order: OrderView; onChanged: () => void }) {
  return (
    <li className="overflow-hidden rounded-lg border border-line" data-order={order.id}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 bg-surface px-4 py-2 text-xs text-ink-500">
        <span className="tabular-nums">{chinaDateTime(order.created_at)}</span>
        <span>
          订单号：<span className="font-mono text-ink-700">{order.order_no}</span>
        </span>
      </div>
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_7rem_6rem_16rem]">
        <div className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
          <span className="shrink-0 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            {ITEM_TYPE_LABEL[order.item_type]}
          </span>
          <a
            href={detailHref(order.id)}
            className="min-w-0 truncate font-medium text-ink-900 hover:text-brand-700"
            title={order.title}
          >
            {order.title}
          </a>
        </div>
        <div className="md:text-right">
          <PriceTag amount={order.amount} size="sm" />
        </div>
        <div className="text-right md:text-center">
          <StatusBadge status={order.status} />
        </div>
        <div className="col-span-2 flex justify-end md:col-span-1">
          <OrderActions order={order} onChanged={onChanged} withDetail compact />
        </div>
      </div>
    </li>
  );
}

function Orders() {
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useQueryParam('status', TAB_KEYS, '');
  const { data, loading, error, reload } = useCall<Paged<OrderView>>('/api/order/getList', {
    page,
    pageSize: PAGING.defaultSize,
    status,
  });

  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  return (
    <section className="card p-6" aria-labelledby="orders-title" aria-busy={loading}>
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 id="orders-title" className="section-title">
          我的订单
        </h2>
        <a href={INVOICE_LIST} className="text-sm text-ink-500 hover:text-brand-700">
          发票申请 →
        </a>
      </div>
      <UnderlineTabs
        label="订单状态"
        tabs={TABS}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {!data ? (
        <Loading rows={5} />
      ) : data.total === 0 ? (
        <Empty text={status ? `暂无${ORDER_STATUS_LABEL[status]}的订单` : '暂无订单'}>
          <div className="mt-4 flex gap-2">
            <a href="/user/vip" className="btn-primary">
              <ShoppingBag size={15} aria-hidden="true" /> 开通VIP会员
            </a>
            <a href="/report/list" className="btn-ghost">
              浏览研究报告
            </a>
          </div>
        </Empty>
      ) : (
        <>
          <div
            className="mb-2 hidden grid-cols-[minmax(0,1fr)_7rem_6rem_16rem] gap-x-4 px-4 text-xs text-ink-500 md:grid"
            aria-hidden="true"
          >
            <span>商品</span>
            <span className="text-right">实付金额</span>
            <span className="text-center">状态</span>
            <span className="text-right">操作</span>
          </div>
          <ul className="space-y-3" aria-label="订单列表">
            {data.list.map((o) => (
              <OrderRow key={o.id} order={o} onChanged={reload} />
            ))}
          </ul>
          <div className="mt-5">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}

export default function OrderListPage() {
  return <MemberGate>{() => <Orders />}</MemberGate>;
}
