/**
 * Invoice requests for editors (/admin#invoice): newest first, by state; a pending one is issued with its PDF
 * (uploaded through the attachment upload) or rejected with a reason, which frees its orders.
 */
import { useState } from 'react';
import { Ban, Check, FileDown, Receipt } from 'lucide-react';
import { api } from '#lib/client.ts';
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  INVOICE_LIMITS,
  INVOICE_STATUS_LABEL,
  INVOICE_STATUSES,
  type AdminInvoiceView,
} from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { yuan } from '#lib/commerce/price.ts';
import { toast } from '#lib/stores/toast.ts';
import { TextInput } from '#islands/ui/form/TextField.tsx';
import InvoiceStatusBadge from '../invoice/InvoiceStatusBadge.tsx';
import { Empty } from '#islands/ui/Status.tsx';
import AttachmentField from './AttachmentField.tsx';
import StatusListPanel from './StatusListPanel.tsx';

type Action = 'issue' | 'reject' | null;

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  if (!value) return null;
  return (
    <div className="flex gap-2">
      <dt className="w-16 shrink-0 text-ink-500">{label}</dt>
      <dd className={`min-w-0 break-all text-ink-900 ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}

/** The issue / reject step of one pending request. */
function Review({ inv, onDone }: { inv: AdminInvoiceView; onDone: () => void }) {
  const [action, setAction] = useState<Action>(null);
  const [fileId, setFileId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(path: string, body: Record<string, unknown>) {
    setBusy(true);
    const res = await api.post(path, body);
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    onDone();
  }

  if (action === null)
    return (
      <div className="flex gap-2">
        <button type="button" className="btn-primary h-8 px-3 text-xs" onClick={() => setAction('issue')}>
          <Receipt size={14} aria-hidden="true" /> 开票
        </button>
        <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={() => setAction('reject')}>
          <Ban size={14} aria-hidden="true" /> 驳回
        </button>
      </div>
    );
  return (
    <div className="w-full space-y-3 rounded-md border border-line bg-surface p-3" data-review={action}>
      {action === 'issue' ? (
        <>
          <p className="text-xs text-ink-700">上传开具好的电子发票PDF，会员可在“开票记录”中查看。</p>
          <AttachmentField id={`invoice-file-${inv.id}`} value={fileId} onChange={setFileId} />
        </>
      ) : (
        <>
          <label htmlFor={`reject-${inv.id}`} className="block text-xs text-ink-700">
            驳回原因（会员可见；驳回后相关订单可重新申请）
          </label>
          <TextInput
            id={`reject-${inv.id}`}
            value={reason}
            maxLength={INVOICE_LIMITS.rejectReason}
            placeholder="例如：税号与企业名称不符"
            onChange={(e) => setReason(e.target.value)}
          />
        </>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary h-8 px-3 text-xs"
          disabled={busy}
          onClick={() => {
            if (action === 'issue') {
              if (!fileId) return toast.warning(INVOICE_MSG.fileRequired);
              return void send('/api/admin/invoice/issue', { id: inv.id, attachment_id: fileId });
            }
            if (!reason.trim()) return toast.warning(INVOICE_MSG.rejectReasonRequired);
            return void send('/api/admin/invoice/reject', { id: inv.id, reason });
          }}
        >
          <Check size={14} aria-hidden="true" /> {action === 'issue' ? '确认开票' : '确认驳回'}
        </button>
        <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={() => setAction(null)}>
          取消
        </button>
      </div>
    </div>
  );
}

function InvoiceItem({ inv, onDone }: { inv: AdminInvoiceView; onDone: () => void }) {
  return (
    <li className="card overflow-hidden" data-admin-invoice={inv.id}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 border-b border-line bg-surface px-4 py-2 text-xs text-ink-500">
        <span className="tabular-nums">#{inv.id}</span>
        <span className="tabular-nums">申请 {chinaDateTime(inv.created_at)}</span>
        <span>会员 {inv.member}</span>
        {inv.issued_at && <span className="tabular-nums">开票 {chinaDateTime(inv.issued_at)}</span>}
      </div>
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0 space-y-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <InvoiceStatusBadge status={inv.status} />
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {inv.title_type_label}
            </span>
            <span className="text-xs text-ink-500">{inv.invoice_type_label}</span>
          </div>
          <dl className="space-y-1 text-sm">
            <Detail label="抬头" value={inv.title} />
            <Detail label="税号" value={inv.tax_no} mono />
            <Detail label="地址" value={inv.address} />
            <Detail label="电话" value={inv.phone} />
            <Detail label="开户行" value={inv.bank} />
            <Detail label="账号" value={inv.bank_account} mono />
            <Detail label="邮箱" value={inv.email} />
            <Detail
              label="订单"
              value={inv.orders.map((o) => `${o.order_no}（${o.title} ${yuan(o.amount)}）`).join('；')}
            />
          </dl>
          {inv.status === 'rejected' && <p className="text-xs text-rise">驳回原因：{inv.reject_reason}</p>}
        </div>
        <div className="flex flex-col items-start gap-3 md:items-end">
          <p className="text-sm text-ink-500">
            开票金额 <span className="text-lg font-semibold text-rise tabular-nums">{yuan(inv.amount)}</span>
          </p>
          {inv.status === 'requested' && <Review inv={inv} onDone={onDone} />}
          {inv.file_url && (
            <a href={inv.file_url} target="_blank" rel="noopener" className="btn-ghost h-8 px-3 text-xs">
              <FileDown size={14} aria-hidden="true" /> {inv.file_name ?? '发票文件'}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

export default function InvoicesPanel() {
  return (
    <StatusListPanel<AdminInvoiceView>
      path="/api/admin/invoice/list"
      label="发票状态"
      statuses={INVOICE_STATUSES.map((k) => [k, INVOICE_STATUS_LABEL[k]])}
      initialStatus="requested"
      empty={(status) => (
        <div className="card">
          <Empty
            text={
              status
                ? `暂无${INVOICE_STATUS_LABEL[status as keyof typeof INVOICE_STATUS_LABEL]}的发票申请`
                : '暂无发票申请'
            }
          />
        </div>
      )}
      note={<p className="text-xs text-ink-500">驳回后相关订单回到会员的“可开票订单”，可重新申请。</p>}
    >
      {(rows, reload) => (
        <ul className="space-y-3" aria-label="发票申请列表">
          {rows.map((inv) => (
            <InvoiceItem key={inv.id} inv={inv} onDone={reload} />
          ))}
        </ul>
      )}
    </StatusListPanel>
  );
}
