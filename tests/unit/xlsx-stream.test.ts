import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxStream, xlsxWebStream, type XlsxCell } from '#server/services/files/xlsxStream.ts';

async function bytesOf(gen: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const b of gen) out.push(b);
  return Buffer.concat(out);
}

async function* slowRows(n: number): AsyncGenerator<XlsxCell[]> {
  for (let i = 0; i < n; i++) {
    if (i % 100 === 0) await new Promise((r) => setImmediate(r));
    yield [`第${i}行`, i, i * 1.5, i % 7 === 0 ? null : -i];
  }
}

describe('the streaming XLSX writer', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes sheets that read back with the same cells: text inline, numbers as numbers, blanks, escapes', async () => {
    const file = await bytesOf(
      xlsxStream([
        {
          name: '数据',
          widths: [20, 12],
          rows: [
            [
              { value: '地区', bold: true },
              { value: '粮食产量（万吨）', bold: true },
              { value: 2024, bold: true },
            ],
            ['河南省', 6719.4, null],
            ['a & b <c> "d"', -0.5, 0],
            ['第一行\n第二行', 1e12, ''],
          ],
        },
        { name: '说明', rows: slowRows(3) },
      ]),
    );
    const sheets = await readXlsxFile(file);
    expect(sheets.map((s) => s.sheet)).toEqual(['数据', '说明']);
    expect(sheets[0]!.data).toEqual([
      ['地区', '粮食产量（万吨）', 2024],
      ['河南省', 6719.4, null],
      ['a & b <c> "d"', -0.5, 0],
      ['第一行\n第二行', 1e12, null],
    ]);
    expect(sheets[1]!.data).toEqual([
      ['第0行', 0, 0, null],
      ['第1行', 1, 1.5, -1],
      ['第2行', 2, 3, -2],
    ]);
  });

  it('writes a ZIP that unzip tests clean (CRC and sizes in the data descriptors, central directory)', async () => {
    const file = await bytesOf(xlsxStream([{ name: 'S', rows: slowRows(5000) }]));
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
    writeFileSync(join(dir, 'a.xlsx'), file);
    let out = '';
    try {
      out = execFileSync('unzip', ['-t', join(dir, 'a.xlsx')], { encoding: 'utf8' });
    } catch (err) {
      // No unzip on the machine: the read-back above covers the format.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    expect(out).toContain('No errors detected');
  });

  it('reads rows only as the consumer pulls (backpressure): a paused reader holds the source', async () => {
    let produced = 0;
    async function* counted(): AsyncGenerator<XlsxCell[]> {
      for (let i = 0; i < 200_000; i++) {
        produced += 1;
        yield [`行${i}`, i, i / 3];
      }
    }
    const stream = xlsxWebStream([{ name: 'S', rows: counted() }]);
    const reader = stream.getReader();
    for (let i = 0; i < 8; i++) await reader.read();
    await new Promise((r) => setTimeout(r, 50));
    const paused = produced;
    await new Promise((r) => setTimeout(r, 50));
    expect(produced).toBe(paused);
    expect(produced).toBeLessThan(200_000);
    await reader.cancel();
  });

  it('keeps memory flat: 1,000,000 cells retain no more heap than 100,000 (sampled after a full GC)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    async function retainedPeak(rowCount: number): Promise<{ peak: number; bytes: number }> {
      async function* rows(): AsyncGenerator<XlsxCell[]> {
        for (let i = 0; i < rowCount; i++) {
          const row: XlsxCell[] = [`地区${i % 400}`];
          for (let j = 0; j < 20; j++) row.push(i * 20 + j + 0.25);
          yield row;
        }
      }
      gc();
      const base = process.memoryUsage().heapUsed;
      let peak = 0;
      let bytes = 0;
      let n = 0;
      for await (const b of xlsxStream([{ name: 'S', rows: rows() }])) {
        bytes += b.length;
        if (++n % 40 === 0) {
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed - base);
        }
      }
      return { peak, bytes };
    }
    const small = await retainedPeak(5_000); // 100,000 cells
    const big = await retainedPeak(50_000); // 1,000,000 cells
    expect(big.bytes).toBeGreaterThan(small.bytes * 5);
    // Ten times the cells, about the same live heap: nothing grows with the file.
    expect(big.peak).toBeLessThan(small.peak + 4 * 1024 * 1024);
    expect(big.peak).toBeLessThan(big.bytes / 2);
  }, 120_000);
});
