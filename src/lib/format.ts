/** Formatters shared by pages and islands. */

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** File size (spec §9): B below 1024, KB below 1 MiB, MB below 1 GiB, else GB, two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0.00B';
  if (bytes < KB) return `${bytes.toFixed(2)}B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)}KB`;
  if (bytes < GB) return `${(bytes / MB).toFixed(2)}MB`;
  return `${(bytes / GB).toFixed(2)}GB`;
}
