/** An uploaded PDF's page count (or why it cannot be served), read by pdf-lib in the untrusted-file worker. */
import type { PdfProblem } from '#server/services/files/pdf.ts';
import { runJob } from './pool.ts';

export async function inspectUntrustedPdf(
  bytes: Uint8Array,
): Promise<{ pages: number } | { problem: PdfProblem } | { refusal: string }> {
  const outcome = await runJob<{ pages: number } | { problem: PdfProblem }>('pdf', bytes);
  if ('broken' in outcome) return { problem: 'broken' };
  return 'refusal' in outcome ? outcome : outcome.result;
}
