/** An order's status as a coloured pill: amber waiting, green paid, grey ended. */
import { ORDER_STATUS_LABEL, type OrderStatus } from '#lib/commerce/orders.ts';

const TONE: Record<OrderStatus, string> = {
  unpaid: 'bg-amber-50 text-gold-500 ring-gold-500/30',
  paid: 'bg-brand-50 text-brand-700 ring-brand-200',
  cancelled: 'bg-surface text-ink-500 ring-line',
  closed: 'bg-surface text-ink-500 ring-line',
  refunded: 'bg-red-50 text-rise ring-rise/20',
};

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 ${TONE[status]}`}
      data-order-status={status}
    >
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}
