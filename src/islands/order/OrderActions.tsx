/** What a member can do with one order: 去支付 / 取消订单 while unpaid, 申请发票 once paid, 查看详情. */
import { CreditCard, FileText, ReceiptText, XCircle } from 'lucide-react';
import type { OrderView } from '#lib/commerce/orders.ts';
import { cancelOrder } from './cancelOrder.ts';
import { detailHref, invoiceFormHref, payHref } from '#lib/commerce/orders.ts';
import { actionsFor } from './orderText.ts';

interface Props {
  order: OrderView;
  /** After a cancel: reload what the page shows. */
  onChanged: () => void;
  /** The list links to the detail; the detail itself does not. */
  withDetail?: boolean;
  compact?: boolean;
}

export default function OrderActions({ order, onChanged, withDetail = false, compact = false }: Props) {
  const actions = actionsFor(order);
  const small = compact ? 'h-7 px-2.5 text-xs' : '';
  return (
    <div
      className={`flex flex-wrap items-center gap-2 ${compact ? 'justify-end' : ''}`}
      data-order-actions={order.id}
    >
      {actions.includes('pay') && (
        <a href={payHref(order.id)} className={`btn-primary ${small}`}>
          <CreditCard size={compact ? 13 : 15} aria-hidden="true" /> 去支付
        </a>
      )}
      {actions.includes('cancel') && (
        <button
          type="button"
          className={`btn-ghost ${small}`}
          onClick={() => cancelOrder(order, onChanged)}
          aria-label={compact ? `取消订单 ${order.order_no}` : undefined}
        >
          <XCircle size={compact ? 13 : 15} aria-hidden="true" /> 取消订单
        </button>
      )}
      {actions.includes('invoice') && (
        <a href={invoiceFormHref([order.id])} className={`btn-ghost ${small}`}>
          <ReceiptText size={compact ? 13 : 15} aria-hidden="true" /> 申请发票
        </a>
      )}
      {withDetail && (
        <a
          href={detailHref(order.id)}
          className={`inline-flex items-center gap-1 text-brand-700 hover:text-brand-800 ${compact ? 'text-xs' : 'text-sm'}`}
        >
          <FileText size={compact ? 13 : 15} aria-hidden="true" /> 查看详情
        </a>
      )}
    </div>
  );
}
