/**
 * 我们更新了《隐私政策》: the member accepts the versions now in force, or signs out (issue 30). Member calls answer
 * 428 until then; accepting reloads the page so what was refused loads again.
 */
import { useState } from 'react';
import { api } from '#lib/client.ts';
import { consentSettled } from '#lib/stores/consent.ts';
import { toast } from '#lib/stores/toast.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import type { ConsentDueItem } from '#lib/legal/types.ts';
import Modal from '#islands/ui/Modal.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { logout } from './logout.ts';

export default function ConsentRenewal() {
  const due = useCall<ConsentDueItem[]>('/api/legal/consentDue');
  const [busy, setBusy] = useState(false);
  const items = due.data ?? [];
  const names = items.map((d) => `《${d.title}》`).join('');

  async function accept() {
    setBusy(true);
    const shown = Object.fromEntries(items.map((d) => [d.kind, d.version]));
    const res = await api.post<null>('/api/legal/accept', shown);
    if (!res.success) {
      setBusy(false);
      due.reload();
      return;
    }
    toast.success(res.msg);
    consentSettled();
    location.reload();
  }

  if (!due.loading && items.length === 0) {
    // Nothing is due (accepted in another tab): nothing to ask.
    if (!due.error) consentSettled();
    return null;
  }
  return (
    <Modal title={LEGAL_MSG.renewTitle(names || '用户协议与隐私政策')} width={520} onClose={consentSettled}>
      <p className="text-[13px] leading-6 text-ink-700">{LEGAL_MSG.renewLead}</p>
      <ul className="mt-4 space-y-3">
        {items.map((d) => (
          <li key={d.kind} className="rounded-md border border-line p-3 text-[13px] leading-6">
            <a href={d.path} target="_blank" rel="noopener" className="link-inline font-medium">
              《{d.title}》
            </a>
            <span className="ml-2 text-ink-500">{LEGAL_MSG.versionLine(d.version, d.effective_at)}</span>
            {d.summary && <p className="mt-1 text-ink-700">{d.summary}</p>}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-ghost h-9 px-4" disabled={busy} onClick={() => void logout()}>
          {LEGAL_MSG.renewSignOut}
        </button>
        <button
          type="button"
          className="btn-primary h-9 px-4"
          disabled={busy || due.loading}
          onClick={() => void accept()}
        >
          {LEGAL_MSG.renewAccept}
        </button>
      </div>
    </Modal>
  );
}
