/** The demo report PDFs bundled with the code (scripts/make-demo-pdfs.mjs); the seed attaches them to demo reports. */
import { statSync } from 'node:fs';
import { pathOfKey, DEMO_KEY_PREFIX } from './storage.ts';

export interface DemoPdf {
  key: string;
  pages: number;
  /** Report titles that mention this word get this file; the rest take turns. */
  topic: RegExp;
}

export const DEMO_PDFS: readonly DemoPdf[] = [
  { key: `${DEMO_KEY_PREFIX}pig-industry-2025.pdf`, pages: 8, topic: /猪|畜|肉/ },
  { key: `${DEMO_KEY_PREFIX}corn-market-2025.pdf`, pages: 8, topic: /玉米|小麦|稻|粮/ },
  { key: `${DEMO_KEY_PREFIX}soybean-crushing-2025.pdf`, pages: 8, topic: /大豆|油|进出口|贸易/ },
  { key: `${DEMO_KEY_PREFIX}vegetable-market-2025.pdf`, pages: 8, topic: /菜|果|茄|瓜/ },
];

/** The demo PDF for report number `n` titled `title`: by topic when one matches, else in turn. */
export function demoPdfFor(title: string, n: number): DemoPdf {
  return DEMO_PDFS.find((d) => d.topic.test(title)) ?? DEMO_PDFS[n % DEMO_PDFS.length]!;
}

/** Size in bytes of a bundled demo PDF (0 if it was never made). */
export function demoPdfSize(pdf: DemoPdf): number {
  try {
    return statSync(pathOfKey('', pdf.key) ?? '').size;
  } catch {
    return 0;
  }
}
