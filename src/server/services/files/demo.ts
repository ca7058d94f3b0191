/**
 * PDFs bundled with the code (scripts/make-demo-pdfs.mjs): real multi-page files under demo keys, which tests attach
 * to reports of their own. Seeded demo reports and products get PDFs made from themselves (demoReport.ts).
 */
import { DEMO_KEY_PREFIX } from './storage.ts';

export interface DemoPdf {
  key: string;
  pages: number;
}

export const DEMO_PDFS: readonly DemoPdf[] = [
  { key: `${DEMO_KEY_PREFIX}pig-industry-2025.pdf`, pages: 8 },
  { key: `${DEMO_KEY_PREFIX}corn-market-2025.pdf`, pages: 8 },
  { key: `${DEMO_KEY_PREFIX}soybean-crushing-2025.pdf`, pages: 8 },
  { key: `${DEMO_KEY_PREFIX}vegetable-market-2025.pdf`, pages: 8 },
];
