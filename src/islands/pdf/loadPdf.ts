/** pdf.js, loaded only when a document is opened; its worker is a file of the build (Vite `?url`). */
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy };

export async function openPdf(url: string, token: string | null): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // Same-origin cookies go along, so a member's token only opens for that member; ranges stream large files.
  return pdfjs.getDocument({
    url,
    httpHeaders: token ? { token } : undefined,
    withCredentials: true,
    isEvalSupported: false,
    rangeChunkSize: 131_072,
  }).promise;
}
