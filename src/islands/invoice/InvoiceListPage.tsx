/**
 * /user/order/invoice_list: 可开票订单 (paid, not yet invoiced; choose several, see the total, 申请发票) and
 * 开票记录 (the member's requests with their state, the invoice PDF once issued).
 */
import { useEffect, useState } from 'react';
import { FileDown, FileText, Info, Receipt } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  INVOICE_TABS,
  type InvoiceRequestList,
  type InvoiceTab,
  type InvoiceView,
} from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { ITEM_TYPE_LABEL, ORDER_LIST, type OrderView } from '#lib/commerce/orders.ts';
import { yuan } from '#lib/commerce/price.ts';
import { PAGING } from '#lib/paging.ts';
import { toast } from '#lib/stores/toast.ts';
import PriceTag from '#islands/ui/PriceTag.tsx';
import MemberGate from '#islands/ui/MemberGate.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { usePageParam } from '#islands/ui/usePageParam.ts';
import InvoiceStatusBadge from './InvoiceStatusBadge.tsx';
import { invoiceFormHref as formHref } from '#lib/commerce/orders.ts';
import UnderlineTabs from '#islands/ui/UnderlineTabs.tsx';
import { useQueryParam } from '#islands/ui/useQueryParam.ts';

const TAB_LABEL: Record<InvoiceTab, string> = { orders: '可开票订单', invoices: '开票记录' };

/** The form sends the member back with &submitted=1: say so once, then drop it from the address. */
function useSubmittedToast(): void {
  useEffect(() => {
    const url = new URL(location.href);
    if (url.searchParams.get('submitted') !== '1') return;
    toast.success(INVOICE_MSG.submitted);
    url.searchParams.delete('submitted');
    history.replaceState(history.state, '', url);
  }, []);
}

/** Paid orders with checkboxes; the choice survives paging, the bar below sums it. */
function OrderChoice({ data, onPage }: { data: InvoiceRequestList['orders']; onPage: (p: number) => void }) {
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const toggle = (o: OrderView, on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(o.id, o.amount);
      else next.delete(o.id);
      return next;
    });
  const allOnPage = data.list.length > 0 && data.list.every((o) => chosen.has(o.id));
  const total = [...chosen.values()].reduce((s, a) => s + a, 0);

  if (data.total === 0)
    return (
      <Empty text="暂无可开票的订单">
        <p className="mt-1 text-xs text-ink-500">订单支付成功后即可在这里申请发票</p>
      </Empty>
    );
  return (
    <>
      <p className="mb-3 flex items-center gap-1.5 text-xs text-ink-500">
        <Info size={13} aria-hidden="true" /> 可选择多个已支付订单合并开具一张发票；每个订单只能开票一次。
      </p>
      <div className="table-scroll">
        <table className="w-full min-w-[640px] text-sm" aria-label="可开票订单">
          <thead>
            <tr className="border-b border-line bg-surface text-left text-ink-500">
              <th scope="col" className="w-10 px-4 py-2.5">
                <input
                  type="checkbox"
                  aria-label="全选本页订单"
                  className="size-4 accent-brand-600"
                  checked={allOnPage}
                  onChange={(e) => data.list.forEach((o) => toggle(o, e.target.checked))}
                />
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                商品
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                订单号
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                支付时间
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">
                实付金额
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((o) => (
              <tr
                key={o.id}
                className="border-b border-line last:border-0 hover:bg-surface/60"
                data-invoice-order={o.id}
              >
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`选择订单 ${o.order_no}`}
                    className="size-4 accent-brand-600"
                    checked={chosen.has(o.id)}
                    onChange={(e) => toggle(o, e.target.checked)}
                  />
                </td>
                <td className="px-3 py-3">
                  <span className="mr-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    {ITEM_TYPE_LABEL[o.item_type]}
                  </span>
                  <span className="text-ink-900">{o.title}</span>
                </td>
                <td className="px-3 py-3 font-mono text-xs text-ink-700">{o.order_no}</td>
                <td className="px-3 py-3 whitespace-nowrap text-ink-500 tabular-nums">
                  {o.paid_at ? chinaDateTime(o.paid_at) : '—'}
                </td>
                <td className="px-4 py-3 text-right">
                  <PriceTag amount={o.amount} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.total > data.pageSize && (
        <div className="mt-4">
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} />
        </div>
      )}
      <div className="sticky bottom-0 mt-5 flex flex-wrap items-center justify-end gap-4 rounded-lg border border-line bg-white px-4 py-3">
        <p className="text-sm text-ink-700" aria-live="polite" data-invoice-total={total}>
          已选 <span className="font-semibold text-ink-900 tabular-nums">{chosen.size}</span> 个订单，合计
          <span className="ml-1 font-semibold text-rise tabular-nums">{yuan(total)}</span>
        </p>
        <a
          href={chosen.size ? formHref([...chosen.keys()]) : undefined}
          aria-disabled={chosen.size === 0}
          className={`btn-primary ${chosen.size === 0 ? 'pointer-events-none opacity-50' : ''}`}
          onClick={(e) => {
            if (chosen.size === 0) {
              e.preventDefault();
              toast.warning(INVOICE_MSG.noneChosen);
            }
          }}
        >
          <Receipt size={15} aria-hidden="true" /> 申请发票
        </a>
      </div>
    </>
  );
}

function InvoiceCard({ inv }: { inv: InvoiceView }) {
  return (
    <li className="overflow-hidden rounded-lg border border-line" data-invoice={inv.id}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 bg-surface px-4 py-2 text-xs text-ink-500">
        <span className="tabular-nums">申请时间 {chinaDateTime(inv.created_at)}</span>
        {inv.issued_at && <span className="tabular-nums">开票时间 {chinaDateTime(inv.issued_at)}</span>}
        <span>发送至 {inv.email}</span>
      </div>
      <div className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_8rem_6rem_8rem]">
        <div className="col-span-2 min-w-0 md:col-span-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {inv.title_type_label}
            </span>
            <span className="font-medium text-ink-900">{inv.title}</span>
          </div>
          <p className="mt-1 text-xs text-ink-500">
            {inv.invoice_type_label}
            {inv.tax_no && <span className="ml-3 font-mono">税号 {inv.tax_no}</span>}
          </p>
          {inv.orders.length > 0 && (
            <p
              className="mt-1 truncate text-xs text-ink-500"
              title={inv.orders.map((o) => o.title).join('、')}
            >
              {inv.orders.length} 个订单：{inv.orders.map((o) => o.title).join('、')}
            </p>
          )}
          {inv.status === 'rejected' && (
            <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-xs leading-5 text-rise">
              驳回原因：{inv.reject_reason}
              <span className="block text-ink-500">{INVOICE_MSG.rejectedHint}</span>
            </p>
          )}
        </div>
        <div className="md:text-right">
          <PriceTag amount={inv.amount} size="sm" />
        </div>
        <div className="text-right md:text-center">
          <InvoiceStatusBadge status={inv.status} />
        </div>
        <div className="col-span-2 flex justify-end md:col-span-1">
          {inv.file_url ? (
            <a href={inv.file_url} target="_blank" rel="noopener" className="btn-ghost h-8 px-3 text-xs">
              <FileDown size={14} aria-hidden="true" /> 查看发票
            </a>
          ) : (
            <span className="text-xs text-ink-500">{inv.status === 'requested' ? '等待开具' : '—'}</span>
          )}
        </div>
      </div>
    </li>
  );
}

function Records({ data, onPage }: { data: InvoiceRequestList['invoices']; onPage: (p: number) => void }) {
  if (data.total === 0) return <Empty text="暂无开票记录" />;
  return (
    <>
      <div
        className="mb-2 hidden grid-cols-[minmax(0,1fr)_8rem_6rem_8rem] gap-x-4 px-4 text-xs text-ink-500 md:grid"
        aria-hidden="true"
      >
        <span>发票抬头</span>
        <span className="text-right">开票金额</span>
        <span className="text-center">状态</span>
        <span className="text-right">发票文件</span>
      </div>
      <ul className="space-y-3" aria-label="开票记录">
        {data.list.map((inv) => (
          <InvoiceCard key={inv.id} inv={inv} />
        ))}
      </ul>
      <div className="mt-5">
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} />
      </div>
    </>
  );
}

function InvoiceList() {
  useSubmittedToast();
  const [tab, setTab] = useQueryParam('tab', INVOICE_TABS, 'orders');
  const [page, setPage] = usePageParam();
  const { data, loading, error, reload } = useCall<InvoiceRequestList>('/api/order/getInvoiceRequestList', {
    tab,
    page,
    pageSize: PAGING.defaultSize,
  });
  const fresh = data && data.tab === tab ? data : null;
  const tabs = INVOICE_TABS.map((key) => ({
    key,
    label: TAB_LABEL[key],
    count: data ? data[key].total : null,
  }));
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  return (
    <section className="card p-6" aria-labelledby="invoice-title" aria-busy={loading}>
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 id="invoice-title" className="section-title">
          发票申请
        </h2>
        <a
          href={ORDER_LIST}
          className="inline-flex items-center gap-1 text-sm text-ink-500 hover:text-brand-700"
        >
          <FileText size={14} aria-hidden="true" /> 我的订单 →
        </a>
      </div>
      <UnderlineTabs
        label="发票"
        tabs={tabs}
        value={tab}
        onChange={(t) => {
          setTab(t);
          setPage(1);
        }}
      />
      {!fresh ? (
        <Loading rows={5} />
      ) : tab === 'orders' ? (
        <OrderChoice data={fresh.orders} onPage={setPage} />
      ) : (
        <Records data={fresh.invoices} onPage={setPage} />
      )}
    </section>
  );
}

export default function InvoiceListPage() {
  return <MemberGate>{() => <InvoiceList />}</MemberGate>;
}
