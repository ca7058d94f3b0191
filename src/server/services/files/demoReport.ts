/**
 * The PDF of a demo report, made from the report itself: its title, summary and sections, and figures drawn from a
 * seed of its title, on a page count of its own (6–24). Same report, same bytes. Chinese comes from the glyph carrier.
 */
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  beginText,
  endText,
  moveText,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib';
import { rng, seedOf } from '#server/db/demo/prng.ts';
import { fontsFor, loadGlyphs, type Glyphs } from './glyphs.ts';

export interface DemoReportInput {
  title: string;
  summary: string;
  /** The report's body: `<h2>` section titles followed by their paragraphs. */
  contentHtml: string;
  publishedAt: Date;
  /** What the document is, on its cover (研究报告, 数据产品). */
  label?: string;
}

export interface DemoReportPdf {
  bytes: Uint8Array;
  pages: number;
}

const BRAND = 'BEEDATA 农业产业数据服务平台';
const NOTE = '本报告为平台演示样本，文中数据为演示用途的示意数据，不构成任何投资或经营建议。';
/** Width of a space, in em. */
const SPACE = 0.3;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - MARGIN * 2;
const GREEN = rgb(0.08, 0.5, 0.24);
const INK = rgb(0.12, 0.16, 0.22);
const GREY = rgb(0.42, 0.45, 0.5);
const MONTHS = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];
const REGIONS = ['东北', '华北', '黄淮', '长江中下游', '西南', '西北', '华南'];

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Section titles and their paragraphs, from the report's own body. */
export function sectionsOf(html: string): { title: string; text: string[] }[] {
  const parts = html.split(/<h2[^>]*>/).slice(1);
  return parts.map((part) => {
    const [head = '', rest = ''] = part.split(/<\/h2>/);
    const text = [...rest.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => plain(m[1]!)).filter(Boolean);
    return { title: plain(head).replace(/^\d+\.\s*/, ''), text };
  });
}

/** Writes text in the carrier's fonts, one font switch per run of characters from the same font. */
class Writer {
  readonly fonts: ReturnType<typeof fontsFor>;
  constructor(doc: PDFDocument, g: Glyphs) {
    this.fonts = fontsFor(doc, g);
  }

  width(text: string, size: number): number {
    let w = 0;
    for (const ch of text) w += ch === ' ' ? size * SPACE : this.fonts.width(ch) * size;
    return w;
  }

  /** Lines of at most `max` points (Chinese breaks between any two characters). */
  wrap(text: string, size: number, max: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const ch of text) {
      if (line && this.width(line + ch, size) > max) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Text from (x, y); the carrier draws no spaces, so words are placed apart. */
  text(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB = INK): void {
    let at = x;
    for (const word of text.split(' ')) {
      if (word) this.run(page, word, at, y, size, color);
      at += this.width(word, size) + size * SPACE;
    }
  }

  private run(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB): void {
    const ops = [beginText(), setFillingRgbColor(color.red, color.green, color.blue), moveText(x, y)];
    let font = -1;
    let codes = '';
    const flush = () => {
      if (codes) ops.push(showText(PDFHexString.of(codes)));
      codes = '';
    };
    for (const ch of text) {
      const at = this.fonts.place(ch);
      if (!at) continue;
      if (at.index !== font) {
        flush();
        font = at.index;
        const name = PDFName.of(`G${font}`);
        page.node.setFontDictionary(name, at.font);
        ops.push(setFontAndSize(name, size));
      }
      codes += at.code.toString(16).padStart(2, '0');
    }
    flush();
    ops.push(endText());
    page.pushOperators(...ops);
  }

  /** A wrapped paragraph from `y` down; answers the y below it. */
  paragraph(page: PDFPage, text: string, y: number, size: number, color: RGB = INK): number {
    for (const line of this.wrap(text, size, WIDTH)) {
      this.text(page, line, MARGIN, y, size, color);
      y -= size * 1.8;
    }
    return y;
  }
}

/** A horizontal rule (a thin rectangle: pdf-lib's drawLine is many times slower). */
function rule(page: PDFPage, x1: number, y: number, x2: number, thickness: number, color: RGB): void {
  page.drawRectangle({ x: x1, y: y - thickness / 2, width: x2 - x1, height: thickness, color });
}

function footer(w: Writer, page: PDFPage, title: string, n: number, total: number): void {
  rule(page, MARGIN, 48, A4[0] - MARGIN, 0.5, GREY);
  const label = `第 ${n} 页 / 共 ${total} 页`;
  w.text(page, w.wrap(title, 8, WIDTH - 90)[0]!, MARGIN, 34, 8, GREY);
  w.text(page, label, A4[0] - MARGIN - w.width(label, 8), 34, 8, GREY);
}

function heading(w: Writer, page: PDFPage, text: string, y: number): number {
  w.text(page, text, MARGIN, y, 16, GREEN);
  rule(page, MARGIN, y - 8, A4[0] - MARGIN, 1.2, rgb(0.73, 0.97, 0.82));
  return y - 36;
}

/** A monthly bar chart of `series` with its values. */
function chart(
  w: Writer,
  page: PDFPage,
  caption: string,
  series: number[],
  unit: string,
  top: number,
): number {
  w.text(page, caption, MARGIN, top, 11, INK);
  const base = top - 200;
  const max = Math.max(...series);
  const step = WIDTH / series.length;
  series.forEach((v, i) => {
    const h = (v / max) * 160;
    const x = MARGIN + i * step + step * 0.2;
    page.drawRectangle({ x, y: base, width: step * 0.6, height: h, color: GREEN });
    w.text(page, String(v), x - 2, base + h + 4, 7, GREY);
    w.text(page, MONTHS[i]!, x, base - 12, 7, GREY);
  });
  w.text(page, `单位：${unit}`, MARGIN, base - 30, 8, GREY);
  return base - 56;
}

/** A table with a header row; answers the y below it. */
function table(w: Writer, page: PDFPage, head: string[], rows: string[][], top: number): number {
  const col = WIDTH / head.length;
  let y = top;
  for (const [r, cells] of [head, ...rows].entries()) {
    if (r === 0)
      page.drawRectangle({ x: MARGIN, y: y - 6, width: WIDTH, height: 20, color: rgb(0.94, 0.99, 0.96) });
    cells.forEach((c, i) => w.text(page, c, MARGIN + i * col + 6, y, 10, r === 0 ? GREEN : INK));
    rule(page, MARGIN, y - 7, A4[0] - MARGIN, 0.4, GREY);
    y -= 22;
  }
  return y - 12;
}

export async function demoReportPdf(report: DemoReportInput): Promise<DemoReportPdf> {
  const g = await loadGlyphs();
  // Seeded by the title: the same report always gets the same figures and length.
  const r = rng(seedOf(report.title));
  const total = r.int(6, 24);
  const year = report.publishedAt.getUTCFullYear();
  const unit = r.pick(['元/吨', '元/公斤', '万吨', '指数']);
  const level = r.int(80, 4000);
  const series = MONTHS.map(() => Math.round(level * (0.85 + r.next() * 0.3)));
  const mean = Math.round(series.reduce((a, b) => a + b, 0) / series.length);
  const peak = series.indexOf(Math.max(...series));
  const change = ((series[11]! - series[0]!) / series[0]!) * 100;
  const figures = [
    `全年均值：${mean} ${unit}`,
    `最高月份：${MONTHS[peak]}（${series[peak]} ${unit}）`,
    `年末较年初：${change >= 0 ? '+' : ''}${change.toFixed(1)}%`,
  ];
  const sections = sectionsOf(report.contentHtml);

  const doc = await PDFDocument.create();
  const w = new Writer(doc, g);
  // Fixed dates and names: the same report makes the same bytes.
  doc.setTitle(report.title);
  doc.setSubject(report.summary);
  doc.setAuthor(BRAND);
  doc.setCreator(BRAND);
  doc.setProducer(BRAND);
  doc.setKeywords(sections.map((s) => s.title));
  doc.setCreationDate(report.publishedAt);
  doc.setModificationDate(report.publishedAt);
  const pages = Array.from({ length: total }, () => doc.addPage(A4));

  // Cover: the report's own title, summary, figures and sections.
  const cover = pages[0]!;
  cover.drawRectangle({ x: 0, y: 0, width: 14, height: A4[1], color: GREEN });
  w.text(cover, BRAND, MARGIN, A4[1] - 90, 11, GREEN);
  let y = A4[1] - 160;
  for (const line of w.wrap(report.title, 24, WIDTH)) {
    w.text(cover, line, MARGIN, y, 24, INK);
    y -= 36;
  }
  w.text(
    cover,
    `${report.label ?? '研究报告'} · ${year}年 · 共 ${total} 页 · 演示样本`,
    MARGIN,
    y - 4,
    11,
    GREY,
  );
  y = heading(w, cover, '报告摘要', y - 50);
  y = w.paragraph(cover, report.summary, y, 11);
  y = heading(w, cover, '核心数据', y - 20);
  for (const f of figures) {
    w.text(cover, `■ ${f}`, MARGIN, y, 11);
    y -= 22;
  }
  y = heading(w, cover, '目录', y - 20);
  sections.forEach((s, i) => {
    w.text(cover, `${i + 1}. ${s.title}`, MARGIN, y, 11);
    const at = `${Math.min(total - 1, i + 2)}`;
    w.text(cover, at, A4[0] - MARGIN - w.width(at, 11), y, 11, GREY);
    y -= 22;
  });

  // Body: one page per section, then the figures, then data appendices up to the page count.
  let n = 1;
  for (const [i, s] of sections.entries()) {
    if (n >= total - 1) break;
    const page = pages[n++]!;
    let at = heading(w, page, `${i + 1}. ${s.title}`, A4[1] - 90);
    for (const para of s.text) at = w.paragraph(page, `　　${para}`, at, 11) - 8;
  }
  if (n < total - 1) {
    const page = pages[n++]!;
    const at = heading(w, page, `${sections.length + 1}. 核心数据`, A4[1] - 90);
    const below = chart(w, page, `图1 ${report.title.slice(0, 24)}：月度走势（示意）`, series, unit, at);
    table(
      w,
      page,
      ['月份', `数值（${unit}）`, '环比'],
      series
        .slice(0, 6)
        .map((v, k) => [
          MONTHS[k]!,
          String(v),
          k ? `${(((v - series[k - 1]!) / series[k - 1]!) * 100).toFixed(1)}%` : '—',
        ]),
      below,
    );
  }
  for (let k = 1; n < total - 1; k++) {
    const page = pages[n++]!;
    const at = heading(w, page, `附录${k}  分区域数据（示意）`, A4[1] - 90);
    const rows = REGIONS.map((region) => [
      region,
      ...[0, 1, 2].map(() => String(Math.round(level * (0.6 + r.next() * 0.8)))),
    ]);
    table(w, page, ['区域', `${year - 2}年`, `${year - 1}年`, `${year}年`], rows, at);
  }
  const last = pages[total - 1]!;
  const end = heading(w, last, '免责声明', A4[1] - 90);
  w.paragraph(
    last,
    NOTE,
    w.paragraph(last, `本报告由 ${BRAND}生成，仅供产品演示与功能测试使用。`, end, 11) - 8,
    11,
  );
  pages.forEach((page, i) => i > 0 && footer(w, page, report.title, i + 1, total));
  w.fonts.finish();

  return { bytes: await doc.save({ useObjectStreams: true }), pages: total };
}
