/**
 * 下载 CSV / 下载 Excel under a trade table: plain links to GET /api/trade/download with the table's call's
 * parameters (the token cookie signs the member in); a visitor gets 登录后下载, which opens the login modal.
 */
import { useStore } from '@nanostores/react';
import { FileSpreadsheet, FileText, LogIn } from 'lucide-react';
import type { TradeTable } from '#lib/trade/download.ts';
import { TRADE_DOWNLOAD_MSG } from '#lib/trade/messages.ts';
import { $isLoggedIn } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';

export interface TradeDownloadProps {
  table: TradeTable;
  /** The same parameters the table's call was asked with (code, partner, month, period, currency, direction…). */
  params: Record<string, string | number | undefined>;
}

export const tradeDownloadHref = (
  table: TradeTable,
  params: TradeDownloadProps['params'],
  format: 'csv' | 'xlsx',
): string => {
  const q = new URLSearchParams({ table, format });
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `/api/trade/download?${q}`;
};

const LINK = 'btn-ghost h-8 px-3 text-xs';

export default function TradeDownload({ table, params }: TradeDownloadProps) {
  const loggedIn = useStore($isLoggedIn);
  // The prebuilt markup is the visitor's: the first client render matches it, then a member's links show.
  const member = useHydrated() && loggedIn;
  if (!member)
    return (
      <span className="inline-flex" data-testid="trade-download" data-table={table}>
        <button type="button" className={LINK} onClick={() => openLogin('login')}>
          <LogIn size={14} aria-hidden="true" />
          {TRADE_DOWNLOAD_MSG.login}
        </button>
      </span>
    );
  return (
    <span className="inline-flex gap-2" data-testid="trade-download" data-table={table}>
      <a href={tradeDownloadHref(table, params, 'csv')} className={LINK} download>
        <FileText size={14} aria-hidden="true" />
        {TRADE_DOWNLOAD_MSG.csv}
      </a>
      <a href={tradeDownloadHref(table, params, 'xlsx')} className={LINK} download>
        <FileSpreadsheet size={14} aria-hidden="true" />
        {TRADE_DOWNLOAD_MSG.xlsx}
      </a>
    </span>
  );
}
