/** CONTRACT STUB (replaced by the download work): 下载 CSV / Excel links for one trade table with the call's parameters. */
import type { TradeTable } from '#lib/trade/download.ts';

export interface TradeDownloadProps {
  table: TradeTable;
  /** The same parameters the table's call was asked with (code, partner, month, period, currency, direction…). */
  params: Record<string, string | number | undefined>;
}

export default function TradeDownload(_props: TradeDownloadProps) {
  return null;
}
