/**
 * 导出 Excel: the limits stated (visitors log in first, members a daily number of cells with what remains today, VIPs
 * without limit), then getOutExcelToken and the file downloaded from its address; a refusal shown in Chinese.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Crown, FileSpreadsheet, LoaderCircle, LogIn } from 'lucide-react';
import { EXPORT_LIMITS } from '#lib/industry/limits.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import type { IndustryQuery } from '#lib/industry/query.ts';
import type { ExportAllowance } from '#lib/industry/types.ts';
import { $isLoggedIn } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import { industryCalls } from './calls.ts';

interface Props {
  /** The query run (null before a table is shown). */
  query: IndustryQuery | null;
  cells: number;
}

export default function ExportButton({ query, cells }: Props) {
  const loggedIn = useStore($isLoggedIn);
  const member = useHydrated() && loggedIn;
  const [allowance, setAllowance] = useState<ExportAllowance | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Signing in or out drops the last session's allowance (adjusted while rendering).
  const [asked, setAsked] = useState(member);
  if (asked !== member) {
    setAsked(member);
    setAllowance(null);
  }

  useEffect(() => {
    if (!member) return;
    let live = true;
    void industryCalls.allowance().then((r) => live && r.success && setAllowance(r.data));
    return () => {
      live = false;
    };
  }, [member]);

  const run = async () => {
    if (!member) return openLogin('login');
    if (!query) return;
    setBusy(true);
    setRefusal(null);
    const r = await industryCalls.exportToken(query);
    setBusy(false);
    if (!r.success) return setRefusal(r.msg);
    setAllowance(r.data.allowance);
    const a = document.createElement('a');
    a.href = r.data.url;
    a.download = '';
    document.body.append(a);
    a.click();
    a.remove();
  };

  return (
    <div className="space-y-2" data-testid="export">
      <div className="flex flex-wrap items-center gap-3">
        {member ? (
          <button
            type="button"
            className="btn-primary h-9"
            onClick={() => void run()}
            disabled={busy || !query}
          >
            {busy ? (
              <LoaderCircle size={15} className="animate-spin" aria-hidden="true" />
            ) : (
              <FileSpreadsheet size={15} aria-hidden="true" />
            )}
            {busy ? RETRIEVAL_MSG.exporting : RETRIEVAL_MSG.exportButton}
          </button>
        ) : (
          <button type="button" className="btn-ghost h-9" onClick={() => openLogin('login')}>
            <LogIn size={15} aria-hidden="true" />
            {RETRIEVAL_MSG.exportLogin}
          </button>
        )}
        {allowance && (
          <span className="text-xs text-ink-700" data-testid="export-remaining">
            {allowance.remaining === null
              ? RETRIEVAL_MSG.exportUnlimited
              : RETRIEVAL_MSG.exportRemaining(allowance.remaining)}
          </span>
        )}
      </div>
      {refusal && (
        <p className="text-sm text-rise" role="alert" data-testid="export-refusal">
          {refusal}
        </p>
      )}
      {allowance?.remaining != null && cells > allowance.remaining && !refusal && (
        <p className="text-xs text-gold-500">{RETRIEVAL_MSG.exportOver(cells, allowance.remaining)}</p>
      )}
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-500"
        aria-label={RETRIEVAL_MSG.exportRules}
      >
        <li>{RETRIEVAL_MSG.exportVisitor}</li>
        <li>{RETRIEVAL_MSG.exportMember(EXPORT_LIMITS.memberCellsPerDay)}</li>
        <li>
          {RETRIEVAL_MSG.exportVip}（
          <a href="/user/vip" className="inline-flex items-center gap-0.5 text-brand-700 hover:underline">
            <Crown size={12} aria-hidden="true" />
            {RETRIEVAL_MSG.exportVipLink}
          </a>
          ）
        </li>
        <li>{RETRIEVAL_MSG.exportFile(EXPORT_LIMITS.maxCells)}</li>
      </ul>
    </div>
  );
}
