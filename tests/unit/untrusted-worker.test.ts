/**
 * The untrusted-file worker's limits (services/untrusted/pool.ts) and the zip directory check that runs before it
 * (zipDirectory.ts): a job past its time or heap is ended and refused in Chinese, jobs beyond the queue are refused
 * as busy, and an XLSX's directory is refused over each limit or when it does not describe the whole file.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { UNTRUSTED_LIMITS } from '#lib/limits.ts';
import { MSG } from '#lib/shared/messages.ts';
import { runJob } from '#server/services/untrusted/pool.ts';
import { readXlsxDirectory } from '#server/services/untrusted/zipDirectory.ts';
import { manyEntriesZip, productsXlsx, workbookParts, xlsxBomb, zipOf } from '../api/hostile-files.ts';

const csvOf = (rows: number) => {
  const lines = ['编号,标题,价格'];
  for (let i = 0; i < rows; i++) lines.push(`N${i},玉米价格日度数据 ${i},${i}`);
  return new TextEncoder().encode(lines.join('\n'));
};

describe('a job in the untrusted-file worker', () => {
  it('answers a table’s rows in chunks, then its end', async () => {
    const chunks: number[] = [];
    const outcome = await runJob('table', csvOf(1_200), { onRows: (rows) => chunks.push(rows.length) });
    expect(outcome).toEqual({ result: null });
    expect(chunks.reduce((a, b) => a + b, 0)).toBe(1_201);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(500);
  });

  it('past its time limit is ended and refused in Chinese', async () => {
    const started = performance.now();
    const outcome = await runJob('table', csvOf(200_000), { limits: { timeMs: 30, heapMb: 256 } });
    expect(outcome).toEqual({ refusal: MSG.fileTooSlow });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('past its heap cap is ended and refused in Chinese', async () => {
    const outcome = await runJob('table', csvOf(200_000), { limits: { timeMs: 30_000, heapMb: 16 } });
    expect(outcome).toEqual({ refusal: MSG.fileTooHeavy });
  }, 30_000);

  it('beyond the running and waiting places, is refused as busy at once', async () => {
    const room = UNTRUSTED_LIMITS.concurrent + UNTRUSTED_LIMITS.queued;
    const bytes = csvOf(20_000);
    const jobs = Array.from({ length: room + 1 }, () => runJob('table', bytes));
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((o) => 'refusal' in o && o.refusal === MSG.fileBusy)).toHaveLength(1);
    expect(outcomes.filter((o) => 'result' in o)).toHaveLength(room);
  }, 60_000);

  it('a PDF that is no PDF comes back broken, not thrown', async () => {
    const outcome = await runJob('pdf', new TextEncoder().encode('%PDF-1.4\n<html></html>'));
    expect(outcome).toEqual({ result: { problem: 'broken' } });
  });
});

describe('an XLSX’s zip directory', () => {
  it('takes a real workbook', async () => {
    const dir = readXlsxDirectory(await productsXlsx(10));
    expect('entries' in dir && dir.entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses the bomb by its ratio, 20,000 entries by their count, and too much unpacked in all', () => {
    expect(readXlsxDirectory(xlsxBomb())).toEqual({ refusal: IMPORT_MSG.zipRatio(IMPORT_LIMITS.zipRatio) });
    expect(readXlsxDirectory(manyEntriesZip())).toEqual({
      refusal: IMPORT_MSG.zipEntries(IMPORT_LIMITS.zipEntries),
    });
    // 3 MB that do not compress, said to unpack to 280 MB: under the ratio, over the total.
    const parts = workbookParts('<worksheet/>');
    parts.push({
      name: 'xl/media/noise.xml',
      data: randomBytes(3 * 1024 * 1024),
      declared: 280 * 1024 * 1024,
    });
    expect(readXlsxDirectory(zipOf(parts))).toEqual({
      refusal: IMPORT_MSG.zipUnpacked(IMPORT_LIMITS.zipUnpackedMb),
    });
  });

  it('refuses a zip with bytes before, between or after its entries, or cut short', async () => {
    const whole = await productsXlsx(3);
    const junk = new TextEncoder().encode('<script>alert(1)</script>');
    const broken = { refusal: IMPORT_MSG.zipBroken };
    expect(readXlsxDirectory(new Uint8Array([...whole, ...junk]))).toEqual(broken);
    expect(readXlsxDirectory(whole.subarray(0, whole.length - 30))).toEqual(broken);
    // An entry hidden from the directory: the directory's first record dropped, its count lowered.
    const zip = zipOf(workbookParts('<worksheet/>'));
    const view = Buffer.from(zip);
    const end = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dirAt = view.readUInt32LE(end + 16);
    const firstLength = 46 + view.readUInt16LE(dirAt + 28);
    const hidden = Buffer.concat([
      view.subarray(0, dirAt),
      view.subarray(dirAt + firstLength, end),
      view.subarray(end),
    ]);
    const hiddenEnd = hidden.length - 22;
    hidden.writeUInt16LE(view.readUInt16LE(end + 8) - 1, hiddenEnd + 8);
    hidden.writeUInt16LE(view.readUInt16LE(end + 10) - 1, hiddenEnd + 10);
    hidden.writeUInt32LE(view.readUInt32LE(end + 12) - firstLength, hiddenEnd + 12);
    expect(readXlsxDirectory(new Uint8Array(hidden))).toEqual(broken);
  });

  it('refuses a zip that holds no workbook', () => {
    expect(readXlsxDirectory(zipOf([{ name: 'word/document.xml', data: '<w:document/>' }]))).toEqual({
      refusal: IMPORT_MSG.notXlsx,
    });
  });
});
