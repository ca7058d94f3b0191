/** An invoice request's state as a pill in the order badges' colours: amber waiting, green issued, red rejected. */
import { INVOICE_STATUS_LABEL, type InvoiceStatus } from '#lib/commerce/invoice.ts';

const TONE: Record<InvoiceStatus, string> = {
  requested: 'bg-amber-50 text-gold-500 ring-gold-500/30',
  issued: 'bg-brand-50 text-brand-700 ring-brand-200',
  rejected: 'bg-red-50 text-rise ring-rise/20',
};

export default function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 ${TONE[status]}`}
      data-invoice-status={status}
    >
      {INVOICE_STATUS_LABEL[status]}
    </span>
  );
}
