/**
 * The export's workbook (数据检索 → 导出Excel): the data sheet (数据) laid out by tableOf as the page shows it, read a
 * slice of the rows at a time (≤ SLICE_CELLS cells, one indexed read each, through getIndex's readCells) while the
 * file streams, then the notes sheet (说明): each indicator's name, unit, frequency, source and definition, which
 * series are official and which generated demo data, the flagged cells, the query's link and the time of extraction.
 */
import { chinaDateTime, chinaStamp } from '#lib/chinaTime.ts';
import { INDUSTRY_EXPORT_MSG } from '#lib/industry/messages.ts';
import { FREQUENCY_LABEL } from '#lib/industry/periods.ts';
import { nestedDimension, querySearch, type Dimension, type IndustryQuery } from '#lib/industry/query.ts';
import { indicatorLabel, tableOf } from '#lib/industry/table.ts';
import { indicatorDefinition } from '#lib/industry/sources.ts';
import { seriesIndex } from '#lib/industry/cells.ts';
import type { Db } from '#server/db/client.ts';
import type { XlsxCell, XlsxSheet } from '#server/services/files/xlsxStream.ts';
import { readCatalogue } from './catalogue.ts';
import { readCells, type QueryHead } from './query.ts';
import { summaryOf } from './summary.ts';

/** The most cells one read of the export asks for: the memory a slice holds. */
export const SLICE_CELLS = 20_000;
/** Flagged cells listed on the notes sheet at most (the rest counted), so the notes stay small whatever the size. */
export const FLAGS_LISTED = 2_000;

const NOTE = {
  link: '检索链接',
  extracted: '提取时间',
  scope: '数据范围',
  cells: '数据格数',
  beijing: '（北京时间）',
  indicators: '指标说明',
  indicatorHead: ['指标', '单位', '频度', '来源', '定义'],
  kinds: '数据性质',
  kindHead: ['指标', '官方数据（来源）', '演示数据（系统生成，仅供演示）'],
  official: (source: string) => (source ? `（${source}）` : ''),
  none: '—',
  flags: '带标记的数据',
  flagHead: ['指标', '地区', '时期', '数值', '标记'],
  noFlags: '本次导出的数据均无标记',
  moreFlags: (n: number) => `另有${n.toLocaleString('zh-CN')}个带标记的数据格未列出`,
  blank: '表中空白表示该地区该时期暂无数据。',
} as const;

type Item = Dimension;
const sizeOf = (head: QueryHead, d: Item) =>
  d === 'indicator' ? head.indicators.length : d === 'region' ? head.regions.length : head.periods.length;

/** The head narrowed to some positions of one or two dimensions (a slice of the rows). */
function narrowed(head: QueryHead, pick: Partial<Record<Item, number[]>>): QueryHead {
  const indicators = pick.indicator ? pick.indicator.map((i) => head.indicators[i]!) : head.indicators;
  const regions = pick.region ? pick.region.map((i) => head.regions[i]!) : head.regions;
  const periods = pick.period ? pick.period.map((i) => head.periods[i]!) : head.periods;
  return { indicators, regions, periods, count: indicators.length * regions.length * periods.length };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/** The slices of the rows, in the table's order: whole outer items while they fit, else an outer item in parts. */
export function* slicesOf(
  head: QueryHead,
  layout: Pick<IndustryQuery, 'rows' | 'cols'>,
): Generator<QueryHead> {
  const nested = nestedDimension(layout);
  const outer = sizeOf(head, layout.rows);
  const inner = sizeOf(head, nested);
  const perRow = sizeOf(head, layout.cols);
  if (inner * perRow <= SLICE_CELLS) {
    const step = Math.max(1, Math.floor(SLICE_CELLS / (inner * perRow)));
    for (let o = 0; o < outer; o += step)
      yield narrowed(head, { [layout.rows]: range(o, Math.min(outer, o + step)) });
    return;
  }
  const step = Math.max(1, Math.floor(SLICE_CELLS / perRow));
  for (let o = 0; o < outer; o++)
    for (let n = 0; n < inner; n += step)
      yield narrowed(head, { [layout.rows]: [o], [nested]: range(n, Math.min(inner, n + step)) });
}

interface Seen {
  /** `${indicatorId}|${regionCode}` of series holding a demo value, and of series holding any value. */
  demo: Set<string>;
  held: Set<string>;
  flags: XlsxCell[][];
  moreFlags: number;
}

async function* dataRows(
  db: Db,
  head: QueryHead,
  query: IndustryQuery,
  seen: Seen,
): AsyncGenerator<XlsxCell[]> {
  let first = true;
  for (const slice of slicesOf(head, query)) {
    const cells = await readCells(db, slice);
    const table = tableOf({ ...slice, ...cells }, query);
    if (first) {
      yield [...table.head, ...table.columns].map((value) => ({ value, bold: true as const }));
      first = false;
    }
    noteSeries(slice, cells, seen);
    for (const row of table.rows) {
      yield [row.labels[0], row.labels[1], ...row.values];
      row.flags.forEach((flag, c) => {
        if (!flag) return;
        if (seen.flags.length >= FLAGS_LISTED) seen.moreFlags += 1;
        else
          seen.flags.push(
            flagRow(table.rowDims, table.colDim, row.labels, table.columns[c]!, row.values[c] ?? null, flag),
          );
      });
    }
  }
}

/** A flagged cell as the notes list it: indicator, region, period (whatever the layout), value, flag. */
function flagRow(
  rowDims: [Dimension, Dimension],
  colDim: Dimension,
  labels: [string, string],
  column: string,
  value: number | null,
  flag: string,
): XlsxCell[] {
  const by: Record<Dimension, string> = { indicator: '', region: '', period: '' };
  by[rowDims[0]] = labels[0];
  by[rowDims[1]] = labels[1];
  by[colDim] = column;
  return [by.indicator, by.region, by.period, value, flag];
}

function noteSeries(slice: QueryHead, cells: Awaited<ReturnType<typeof readCells>>, seen: Seen): void {
  const demo = new Set(cells.demoSeries);
  slice.indicators.forEach((ind, i) =>
    slice.regions.forEach((reg, r) => {
      const key = `${ind.id}|${reg.code}`;
      if (demo.has(seriesIndex(slice, i, r))) seen.demo.add(key);
      const start = (i * slice.regions.length + r) * slice.periods.length;
      for (let p = 0; p < slice.periods.length; p++)
        if (cells.values[start + p] !== null && cells.values[start + p] !== undefined) {
          seen.held.add(key);
          break;
        }
    }),
  );
}

const bold = (value: string): XlsxCell => ({ value, bold: true });

async function* notesRows(
  db: Db,
  head: QueryHead,
  query: IndustryQuery,
  seen: Seen,
  link: string,
  now: Date,
): AsyncGenerator<XlsxCell[]> {
  // Written after the data sheet: what it saw (demo series, flags) is complete by now.
  const catalogue = await readCatalogue(db);
  yield [bold(NOTE.link), link];
  yield [bold(NOTE.extracted), `${chinaDateTime(now)}${NOTE.beijing}`];
  yield [bold(NOTE.scope), summaryOf(head)];
  yield [bold(NOTE.cells), head.count];
  yield [NOTE.blank];
  yield [];
  yield [bold(NOTE.indicators)];
  yield NOTE.indicatorHead.map(bold);
  for (const ind of head.indicators) {
    const full = catalogue.indicatorById.get(ind.id);
    yield [
      ind.name,
      ind.unit,
      FREQUENCY_LABEL[ind.frequency],
      ind.source,
      full ? indicatorDefinition(full) : '',
    ];
  }
  yield [];
  yield [bold(NOTE.kinds)];
  yield NOTE.kindHead.map(bold);
  for (const ind of head.indicators) {
    const official: string[] = [];
    const demo: string[] = [];
    for (const reg of head.regions) {
      const key = `${ind.id}|${reg.code}`;
      if (seen.demo.has(key)) demo.push(reg.name);
      else if (seen.held.has(key)) official.push(reg.name);
    }
    yield [
      indicatorLabel(ind),
      official.length ? `${official.join('、')}${NOTE.official(ind.source)}` : NOTE.none,
      demo.length ? demo.join('、') : NOTE.none,
    ];
  }
  yield [];
  yield [bold(NOTE.flags)];
  if (!seen.flags.length) yield [NOTE.noFlags];
  else {
    yield NOTE.flagHead.map(bold);
    yield* seen.flags;
    if (seen.moreFlags) yield [NOTE.moreFlags(seen.moreFlags)];
  }
}

/** 数据检索_20261124_2010.xlsx (China time), with an ASCII twin for old clients. */
export function exportFileName(now: Date): { name: string; fallback: string } {
  const stamp = chinaStamp(now); // 2026-11-24T20:10:09
  const day = stamp.slice(0, 10).replaceAll('-', '');
  const time = stamp.slice(11, 16).replace(':', '');
  return { name: `数据检索_${day}_${time}.xlsx`, fallback: `industry-export-${day}-${time}.xlsx` };
}

/** The workbook's sheets for a checked query (its head from resolveQuery); rows are read as the file is pulled. */
export function exportSheets(
  db: Db,
  head: QueryHead,
  query: IndustryQuery,
  origin: string,
  now: Date,
): XlsxSheet[] {
  const seen: Seen = { demo: new Set(), held: new Set(), flags: [], moreFlags: 0 };
  const cols = sizeOf(head, query.cols);
  const link = `${origin}/data/retrieval?${querySearch(query)}`;
  const rowWidth = (d: Dimension) => (d === 'indicator' ? 28 : 14);
  return [
    {
      name: INDUSTRY_EXPORT_MSG.dataSheet,
      widths: [
        rowWidth(query.rows),
        rowWidth(nestedDimension(query)),
        ...Array<number>(Math.min(cols, 16_000)).fill(query.cols === 'indicator' ? 22 : 12),
      ],
      rows: dataRows(db, head, query, seen),
    },
    {
      name: INDUSTRY_EXPORT_MSG.notesSheet,
      widths: [22, 28, 12, 36, 60],
      rows: notesRows(db, head, query, seen, link, now),
    },
  ];
}
