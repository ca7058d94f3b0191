/** Makes the bundled PDFs (src/server/db/demo/files; tests attach them) from HTML with Chromium: `node scripts/make-demo-pdfs.mjs`. */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const OUT = new URL('../src/server/db/demo/files/', import.meta.url);
const NOTE = '本报告为平台演示样本，文中数据为演示用途的示意数据，不构成任何投资或经营建议。';

/** One report: its sections each fill a page; a table and a chart make the data pages. */
const REPORTS = [
  {
    file: 'pig-industry-2025',
    title: '2025年中国生猪产业发展报告',
    subtitle: '产能调控、价格周期与养殖效益',
    unit: '元/公斤',
    chartTitle: '图1 生猪出栏均价月度走势（示意）',
    series: [14.2, 14.8, 14.1, 14.9, 15.6, 16.8, 17.9, 18.6, 17.2, 16.1, 15.3, 15.0],
    table: {
      caption: '表1 主要养殖省份出栏量（示意，万头）',
      head: ['省份', '2023年', '2024年', '2025年', '同比'],
      rows: [
        ['四川', '6662', '6540', '6610', '+1.1%'],
        ['湖南', '6287', '6160', '6205', '+0.7%'],
        ['河南', '6101', '5980', '6050', '+1.2%'],
        ['山东', '4713', '4650', '4720', '+1.5%'],
        ['云南', '4390', '4420', '4480', '+1.4%'],
      ],
    },
    sections: [
      [
        '产业概况',
        '生猪产业是我国畜牧业的支柱，猪肉占居民肉类消费的六成左右。近年来规模化养殖比重持续提高，年出栏500头以上的规模场出栏占比已超过六成，产业集中度稳步上升。',
        '能繁母猪存栏是判断未来产能的核心指标。正常保有量维持在合理区间，产能调控以“绿色、黄色、红色”分区预警为抓手，引导养殖主体平滑补栏与去化节奏。',
      ],
      [
        '价格周期',
        '生猪价格呈现明显的周期性波动，一轮完整周期通常为三到四年。上半年消费淡季叠加出栏集中，价格承压；下半年随着腌腊季和节日消费到来，价格逐步回升。',
        '饲料原料价格回落使养殖成本下行，头均盈利在旺季有所改善，但价格波动仍是养殖主体面临的首要风险。',
      ],
      [
        '成本与效益',
        '饲料成本约占养殖总成本的六成，玉米与豆粕价格直接决定完全成本水平。规模场通过精准营养、低蛋白日粮和疫病净化，持续压降料肉比与死淘率。',
        '从效益看，规模化与一体化企业成本优势明显，中小散户在价格下行期退出加快。',
      ],
      [
        '政策环境',
        '产能调控方案、生猪稳产保供政策与环保要求共同塑造行业格局。保险、信贷和储备调节等工具为平抑价格波动提供支撑。',
        '非洲猪瘟常态化防控仍需坚持，生物安全投入成为养殖场的“必修课”。',
      ],
      [
        '展望与建议',
        '预计产能总体保持在合理区间，价格波动幅度收窄。建议养殖主体关注能繁母猪存栏变化，合理安排补栏节奏，并运用期货和保险工具管理价格风险。',
        '产业链上下游应加强协同，推进屠宰加工与冷链物流建设，提升产品附加值。',
      ],
    ],
  },
  {
    file: 'corn-market-2025',
    title: '2025年玉米市场供需形势分析',
    subtitle: '产量、消费、进口与价格展望',
    unit: '元/吨',
    chartTitle: '图1 东北产区玉米收购价月度走势（示意）',
    series: [2210, 2180, 2150, 2190, 2260, 2320, 2380, 2350, 2290, 2240, 2200, 2230],
    table: {
      caption: '表1 玉米供需平衡表（示意，万吨）',
      head: ['项目', '2023/24', '2024/25', '2025/26预测', '变化'],
      rows: [
        ['产量', '28884', '29492', '29800', '+1.0%'],
        ['进口', '2714', '1350', '900', '-33.3%'],
        ['饲用消费', '19100', '19300', '19500', '+1.0%'],
        ['工业消费', '8020', '8150', '8300', '+1.8%'],
        ['结余', '1560', '1320', '1100', '-16.7%'],
      ],
    },
    sections: [
      [
        '生产形势',
        '玉米播种面积总体稳定，单产水平随着耐密品种和水肥一体化技术推广而提高。东北、华北两大主产区合计产量占全国七成以上。',
        '生长季气象条件总体有利，局部地区受阶段性干旱和台风影响，但对全国总产影响有限。',
      ],
      [
        '消费结构',
        '饲料消费是玉米最大用途，约占总消费的六成。生猪与家禽存栏变化直接影响饲料需求；深加工消费受淀粉、酒精加工利润驱动。',
        '替代谷物进口减少后，国产玉米在饲料配方中的比重有所回升。',
      ],
      [
        '进口与国际市场',
        '玉米进口量明显回落，进口来源集中于巴西、美国和乌克兰。国际玉米价格受南美产量与美元汇率影响波动。',
        '配额内进口成本与国内价差收窄，进口对国内市场的冲击减弱。',
      ],
      [
        '价格走势',
        '新粮上市初期价格承压，随后在收储和贸易商建库支撑下企稳。年内价格呈现“前低后稳”格局。',
        '需关注基层售粮进度、深加工企业收购价调整和港口库存变化。',
      ],
      [
        '展望与建议',
        '预计新年度供需基本平衡、略有偏紧，价格重心稳中略升。种植户可结合订单农业与“保险+期货”锁定收益。',
        '加工与饲料企业宜保持合理库存，避免在价格低位过度观望。',
      ],
    ],
  },
  {
    file: 'soybean-crushing-2025',
    title: '大豆进口与国内压榨产业研究',
    subtitle: '进口来源、压榨利润与豆粕需求',
    unit: '元/吨',
    chartTitle: '图1 沿海地区豆粕现货价格月度走势（示意）',
    series: [3650, 3520, 3380, 3310, 3260, 3180, 3240, 3300, 3210, 3150, 3090, 3120],
    table: {
      caption: '表1 大豆进口来源结构（示意，万吨）',
      head: ['来源国', '2023年', '2024年', '2025年', '占比'],
      rows: [
        ['巴西', '6995', '7465', '7600', '72.4%'],
        ['美国', '2417', '2213', '2050', '19.5%'],
        ['阿根廷', '196', '410', '520', '5.0%'],
        ['其他', '333', '314', '330', '3.1%'],
      ],
    },
    sections: [
      [
        '进口格局',
        '我国大豆消费高度依赖进口，年进口量约一亿吨。南美大豆在上半年集中上市，北美大豆主导下半年供应，进口来源呈现季节性轮换。',
        '多元化进口渠道建设稳步推进，进口来源集中度仍然较高。',
      ],
      [
        '压榨产能',
        '大豆压榨产能主要分布在沿海港口，山东、江苏、广东、广西、天津等地集中度高。大型企业产能占比持续提升，开机率随压榨利润波动。',
        '近年新增产能放缓，行业进入存量竞争阶段。',
      ],
      [
        '压榨利润',
        '压榨利润由大豆到港成本与豆粕、豆油价格共同决定。豆粕价格回落而大豆成本相对刚性时，压榨利润承压。',
        '企业通过基差贸易和套期保值管理原料与产品价格风险。',
      ],
      [
        '豆粕需求',
        '豆粕是最主要的植物蛋白饲料原料。低蛋白日粮推广和杂粕替代使饲料中豆粕添加比例下降，需求增速放缓。',
        '水产和反刍饲料对高品质蛋白原料的需求保持增长。',
      ],
      [
        '展望与建议',
        '预计进口规模保持高位，压榨利润在盈亏平衡附近波动。建议企业加强原料采购节奏管理，提高风险对冲能力。',
        '国内大豆振兴计划持续推进，高油高产品种推广有助于提升国产大豆竞争力。',
      ],
    ],
  },
  {
    file: 'vegetable-market-2025',
    title: '设施蔬菜产业发展与价格走势',
    subtitle: '产区布局、流通体系与季节性价格',
    unit: '元/公斤',
    chartTitle: '图1 全国重点批发市场蔬菜均价月度走势（示意）',
    series: [5.8, 6.2, 5.6, 4.9, 4.3, 4.1, 4.4, 4.6, 4.8, 4.5, 4.9, 5.5],
    table: {
      caption: '表1 主要设施蔬菜产区与上市期（示意）',
      head: ['产区', '主要品种', '上市期', '设施类型', '流向'],
      rows: [
        ['山东寿光', '番茄、黄瓜、彩椒', '全年', '日光温室', '全国'],
        ['河北饶阳', '番茄、甜瓜', '3-7月', '日光温室', '京津'],
        ['辽宁凌源', '黄瓜、番茄', '11-6月', '日光温室', '东北、华北'],
        ['云南元谋', '番茄、豆类', '11-4月', '露地与大棚', '全国'],
      ],
    },
    sections: [
      [
        '产业概况',
        '设施蔬菜是保障冬春季节“菜篮子”供应的重要力量，日光温室和塑料大棚面积持续增加，北方设施蔬菜与南方冬季露地蔬菜形成互补格局。',
        '智能温室和水肥一体化设备应用逐步扩大，劳动生产率显著提升。',
      ],
      [
        '产区布局',
        '山东、河北、辽宁、江苏等省是设施蔬菜主产区，形成了以寿光为代表的产业集群。南方冬季蔬菜基地在一二月份供应能力突出。',
        '各产区上市期错开，支撑全国市场的周年均衡供应。',
      ],
      [
        '流通体系',
        '产地批发市场、销地批发市场和电商平台共同构成流通网络。冷链物流的发展降低了损耗，也扩大了跨区域调运的半径。',
        '产销对接与订单生产有助于稳定农户收益。',
      ],
      [
        '季节性价格',
        '蔬菜价格呈现“冬春高、夏秋低”的季节规律。寒潮、雨雪天气往往在短期内推高价格，天气转好后价格快速回落。',
        '叶菜类价格波动大于茄果类和根茎类。',
      ],
      [
        '展望与建议',
        '预计设施蔬菜面积稳中有增，供应保障能力增强。建议生产主体关注市场行情与天气预警，合理安排茬口，避免同质化集中上市。',
        '各地可完善蔬菜储备与应急调运机制，平抑极端天气带来的价格波动。',
      ],
    ],
  },
];

/** Chromium draws CJK glyphs as many small objects: object streams halve the file; fixed metadata keeps it stable. */
async function compact(bytes, r) {
  const doc = await PDFDocument.load(bytes);
  doc.setTitle(r.title);
  doc.setSubject(r.subtitle);
  doc.setAuthor('BEEDATA 农业产业数据服务平台');
  doc.setProducer('BEEDATA make-demo-pdfs');
  doc.setCreator('BEEDATA');
  doc.setKeywords(['演示样本']);
  doc.setCreationDate(new Date('2025-12-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-12-01T00:00:00Z'));
  return doc.save({ useObjectStreams: true });
}

const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A line chart as inline SVG: vector in the PDF, no image bytes. */
function chart(series, unit) {
  const w = 620;
  const h = 260;
  const pad = { l: 56, r: 16, t: 16, b: 36 };
  const min = Math.min(...series) * 0.95;
  const max = Math.max(...series) * 1.03;
  const x = (i) => pad.l + (i * (w - pad.l - pad.r)) / (series.length - 1);
  const y = (v) => pad.t + ((max - v) * (h - pad.t - pad.b)) / (max - min);
  const ticks = Array.from({ length: 5 }, (_, i) => min + ((max - min) * i) / 4);
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${pad.l}" x2="${w - pad.r}" y1="${y(t)}" y2="${y(t)}" stroke="#e5e7eb"/><text x="${pad.l - 8}" y="${y(t) + 4}" text-anchor="end" font-size="11" fill="#6b7280">${t >= 100 ? Math.round(t) : t.toFixed(1)}</text>`,
    )
    .join('');
  const months = series
    .map(
      (_, i) =>
        `<text x="${x(i)}" y="${h - 14}" text-anchor="middle" font-size="11" fill="#6b7280">${i + 1}月</text>`,
    )
    .join('');
  const line = series.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = `${line} L${x(series.length - 1)},${h - pad.b} L${pad.l},${h - pad.b} Z`;
  const dots = series.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="3" fill="#15803d"/>`).join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="100%" role="img">${grid}<path d="${area}" fill="#dcfce7"/><path d="${line}" fill="none" stroke="#15803d" stroke-width="2.5"/>${dots}${months}<text x="${pad.l}" y="10" font-size="11" fill="#6b7280">单位：${esc(unit)}</text></svg>`;
}

function table(t) {
  const head = t.head.map((c) => `<th>${esc(c)}</th>`).join('');
  const rows = t.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<figure><figcaption>${esc(t.caption)}</figcaption><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></figure>`;
}

function html(r) {
  const contents = r.sections
    .map(
      ([h], i) => `<li><span>${i + 1}. ${esc(h)}</span><span class="dots"></span><span>${i + 3}</span></li>`,
    )
    .join('');
  const sections = r.sections
    .map(([h, ...ps], i) => {
      const extra =
        i === 1
          ? `<figure><figcaption>${esc(r.chartTitle)}</figcaption>${chart(r.series, r.unit)}</figure>`
          : i === 2
            ? table(r.table)
            : '';
      return `<section class="page"><h2>${i + 1}. ${esc(h)}</h2>${ps.map((p) => `<p>${esc(p)}</p>`).join('')}${extra}<p class="note">${esc(NOTE)}</p></section>`;
    })
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(r.title)}</title><style>
    @page { size: A4; margin: 22mm 20mm; }
    body { font-family: 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; color: #1f2937; font-size: 12pt; line-height: 1.9; margin: 0; }
    .page { break-after: page; }
    .cover { height: 240mm; display: flex; flex-direction: column; justify-content: center; border-left: 8px solid #15803d; padding-left: 14mm; }
    .brand { color: #15803d; font-weight: 700; letter-spacing: .2em; }
    h1 { font-size: 28pt; line-height: 1.3; margin: 8mm 0 4mm; }
    .subtitle { font-size: 15pt; color: #4b5563; }
    .meta { margin-top: 30mm; color: #6b7280; font-size: 11pt; }
    h2 { font-size: 18pt; color: #14532d; border-bottom: 2px solid #bbf7d0; padding-bottom: 2mm; }
    ol { list-style: none; padding: 0; } ol li { display: flex; gap: 4mm; margin: 4mm 0; } .dots { flex: 1; border-bottom: 1px dotted #9ca3af; }
    p { text-indent: 2em; margin: 3mm 0; }
    figure { margin: 8mm 0; } figcaption { font-weight: 700; text-align: center; margin-bottom: 3mm; font-size: 11pt; }
    table { width: 100%; border-collapse: collapse; font-size: 11pt; } th { background: #f0fdf4; color: #14532d; }
    th, td { border: 1px solid #d1d5db; padding: 2mm 3mm; text-align: center; }
    .note { color: #9ca3af; font-size: 9pt; text-indent: 0; margin-top: 10mm; }
    /* One weight of the CJK font keeps each file small (a second weight doubles the embedded font). */
    h1, h2, th, figcaption, .brand { font-weight: 400; }
  </style></head><body>
    <section class="page cover"><div class="brand">BEEDATA 农业产业数据服务平台</div><h1>${esc(r.title)}</h1>
      <div class="subtitle">${esc(r.subtitle)}</div><div class="meta">研究报告 · 2025年 · 演示样本</div></section>
    <section class="page"><h2>目录</h2><ol>${contents}</ol><p class="note">${esc(NOTE)}</p></section>
    ${sections}
    <section><h2>免责声明</h2><p>${esc(NOTE)}</p><p>本报告由 BEEDATA 农业产业数据服务平台生成，仅供产品演示与功能测试使用。</p></section>
  </body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
await mkdir(OUT, { recursive: true });
for (const r of REPORTS) {
  const page = await browser.newPage();
  await page.setContent(html(r), { waitUntil: 'load' });
  const pdf = await compact(
    await page.pdf({ format: 'A4', printBackground: true, tagged: false, outline: false }),
    r,
  );
  await writeFile(new URL(`${r.file}.pdf`, OUT), pdf);
  console.log(`${r.file}.pdf ${(pdf.length / 1024).toFixed(0)} KB`);
  await page.close();
}
await browser.close();
