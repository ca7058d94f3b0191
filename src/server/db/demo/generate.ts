/** Pure demo content: the same seed, scale and clock always give the same rows (no network, no outside data). */
import { rng, type Rng } from './prng.ts';
import * as V from './vocabulary.ts';

const DAY_MS = 86_400_000;
/** Articles spread over the last 18 months. */
const SPAN_DAYS = 540;

export const DEMO_SIZES = {
  news: 150,
  policy: 90,
  report: 90,
  references: 60,
  enterprises: 40,
  periodicals: 24,
  products: 40,
} as const;

type Kind = 'news' | 'policy' | 'report';

export interface DemoArticle {
  kind: Kind;
  title: string;
  summary: string;
  contentHtml: string;
  source: string;
  author: string;
  column: string;
  category: string;
  tags: string[];
  publishedAt: Date;
  status: 'published' | 'draft';
  viewCount: number;
  pageCount: number;
  priceCents: number;
  vipOnly: boolean;
}

export interface DemoReference {
  title: string;
  summary: string;
  contentHtml: string;
  industry: string;
  region: string;
  year: number;
  publishedAt: Date;
  subdetails: { title: string; contentHtml: string }[];
  /** Indexes into the enterprises list. */
  enterprises: number[];
}

export interface DemoEnterprise {
  name: string;
  region: string;
  industry: string;
  summary: string;
}

export interface DemoPeriodical {
  name: string;
  issue: string;
  year: number;
  summary: string;
  /** The issue's sections (its PDF is made from them at seeding). */
  contentHtml: string;
  publishedAt: Date;
}

export interface DemoProduct {
  title: string;
  summary: string;
  contentHtml: string;
  industry: string;
  priceCents: number;
  vipPriceCents: number;
  docId: string;
  format: string;
  updateFrequency: string;
  coverage: string;
  publishedAt: Date;
}

export interface DemoContent {
  articles: DemoArticle[];
  references: DemoReference[];
  enterprises: DemoEnterprise[];
  periodicals: DemoPeriodical[];
  products: DemoProduct[];
}

export interface DemoOptions {
  now: Date;
  /** N× the default number of articles, references and products. */
  scale?: number;
  /** Distinguishes repeated runs into one database (document numbers stay unique). */
  batch?: number;
}

function varsFor(r: Rng, now: Date, column: (typeof V.COLUMNS)[number]) {
  const crop = r.pick(V.CROPS_BY_COLUMN[column]);
  const at = new Date(now.getTime() - r.int(0, SPAN_DAYS * 24 * 60) * 60_000);
  return {
    at,
    vars: {
      crop,
      region: r.pick(V.REGIONS),
      topic: r.pick(V.TOPICS),
      pest: r.pick(V.PESTS),
      trend: r.pick(V.TRENDS),
      factor: r.pick(V.FACTORS),
      season: r.pick(V.SEASONS),
      task: r.pick(V.TASKS),
      year: String(at.getUTCFullYear()),
      month: String(at.getUTCMonth() + 1),
    },
  };
}

const paragraphs = (r: Rng, vars: Record<string, string>, n: number) =>
  r.sample(V.PARAGRAPHS, n).map((p) => V.fill(p, vars));

const html = (parts: string[]) => parts.join('');
const p = (text: string) => `<p>${text}</p>`;

function article(r: Rng, kind: Kind, now: Date): DemoArticle {
  const column = r.pick(V.COLUMNS);
  const { at, vars } = varsFor(r, now, column);
  const titles = kind === 'news' ? V.NEWS_TITLES : kind === 'policy' ? V.POLICY_TITLES : V.REPORT_TITLES;
  const title = V.fill(r.pick(titles), vars);
  const body = paragraphs(r, vars, r.int(3, 5));
  const sections =
    kind === 'report'
      ? r.sample(V.REPORT_SECTIONS, 3).map((s, i) => `<h2>${i + 1}. ${s}</h2>${p(body[i % body.length]!)}`)
      : body.map(p);
  const tagPool = [vars.crop, vars.topic, ...(r.chance(0.3) ? [vars.pest] : []), column];
  const tags = [...new Set(tagPool)].filter((t) => V.TAGS.includes(t));
  const pricing = r.int(0, 2);
  return {
    kind,
    title,
    summary: body[0]!.slice(0, 120),
    contentHtml: html([...sections, `<p><em>${V.DEMO_NOTE}</em></p>`]),
    source: r.pick(V.SOURCES),
    author: r.pick(V.AUTHORS),
    column,
    category: r.pick(V.CATEGORIES[kind]),
    tags,
    publishedAt: at,
    // A few drafts so editors have something to publish.
    status: r.chance(0.03) ? 'draft' : 'published',
    viewCount: r.int(20, 5000),
    pageCount: kind === 'report' ? r.int(18, 120) : 0,
    priceCents: kind === 'report' && pricing === 1 ? r.pick([9900, 19900, 29900, 49900]) : 0,
    vipOnly: kind === 'report' && pricing === 2,
  };
}

function enterprise(r: Rng, i: number): DemoEnterprise {
  const region = r.pick(V.REGIONS);
  const industry = V.INDUSTRIES[i % V.INDUSTRIES.length]!;
  return {
    name: `${region}${V.ENTERPRISE_WORDS[i % V.ENTERPRISE_WORDS.length]}${r.pick(V.ENTERPRISE_KINDS)}（演示）`,
    region,
    industry,
    summary: `演示企业，主营${industry}相关业务，涵盖生产、加工与销售等环节。企业信息为系统生成的示例，不对应任何真实主体。`,
  };
}

function reference(r: Rng, now: Date, enterprises: DemoEnterprise[]): DemoReference {
  const industry = r.pick(V.INDUSTRIES);
  const region = r.pick(V.REGIONS);
  const at = new Date(now.getTime() - r.int(0, SPAN_DAYS) * DAY_MS);
  const vars = {
    industry,
    crop: industry,
    region,
    topic: r.pick(V.TOPICS),
    pest: r.pick(V.PESTS),
    trend: r.pick(V.TRENDS),
    factor: r.pick(V.FACTORS),
    season: r.pick(V.SEASONS),
    task: r.pick(V.TASKS),
  };
  const body = paragraphs(r, vars, 3);
  const related = enterprises
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.industry === industry)
    .map(({ i }) => i);
  return {
    title: V.fill(r.pick(V.REFERENCE_TITLES), vars),
    summary: body[0]!.slice(0, 120),
    contentHtml: html([...body.map(p), `<p><em>${V.DEMO_NOTE}</em></p>`]),
    industry,
    region,
    year: at.getUTCFullYear(),
    publishedAt: at,
    subdetails: r.sample(V.SUBDETAIL_TITLES, r.int(2, 4)).map((title) => ({
      title,
      contentHtml: html(paragraphs(r, vars, 2).map(p)),
    })),
    enterprises: r.sample(related, Math.min(related.length, r.int(1, 3))),
  };
}

/** The sections every issue carries, in the words of its summary. */
const PERIODICAL_SECTIONS = ['行业观察', '政策要点', '市场分析'];

function periodicals(r: Rng, now: Date): DemoPeriodical[] {
  const list: DemoPeriodical[] = [];
  for (let k = 0; k < DEMO_SIZES.periodicals; k++) {
    const name = V.PERIODICALS[k % V.PERIODICALS.length]!;
    const monthsAgo = Math.floor(k / V.PERIODICALS.length);
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 5, 2));
    const year = String(at.getUTCFullYear());
    const month = String(at.getUTCMonth() + 1);
    const { vars } = varsFor(r, now, r.pick(V.COLUMNS));
    const body = paragraphs(r, { ...vars, year, month }, PERIODICAL_SECTIONS.length);
    list.push({
      name,
      issue: `${year}年第${month}期`,
      year: at.getUTCFullYear(),
      summary: `${name}${year}年第${month}期（演示期刊），收录本月行业观察、政策要点与市场分析。`,
      contentHtml: html(PERIODICAL_SECTIONS.map((s, i) => `<h2>${i + 1}. ${s}</h2>${p(body[i]!)}`)),
      publishedAt: at,
    });
  }
  return list;
}

function product(r: Rng, now: Date, docNo: number): DemoProduct {
  const industry = r.pick(V.INDUSTRIES);
  const region = r.pick(V.REGIONS);
  const title = V.fill(r.pick(V.PRODUCT_TITLES), { industry, region });
  const price = r.pick([19900, 39900, 59900, 99900, 199900]);
  const frequency = r.pick(V.FREQUENCIES);
  return {
    title,
    summary: `${title}，${frequency}更新，字段含时间、地区、品种与指标值，适用于行业研究与经营决策参考（演示数据产品）。`,
    contentHtml: html([
      p(`本数据产品整理${industry}相关的公开信息与调研记录，按${frequency}更新，提供统一口径的结构化表格。`),
      '<h2>字段说明</h2>',
      '<ul><li>时间</li><li>地区</li><li>品种 / 规格</li><li>指标名称与数值</li><li>数据来源说明</li></ul>',
      p(`<em>${V.DEMO_NOTE}</em>`),
    ]),
    industry,
    priceCents: price,
    vipPriceCents: Math.round(price * 0.7),
    docId: `DEMO${String(docNo).padStart(6, '0')}`,
    format: r.pick(V.FORMATS),
    updateFrequency: frequency,
    coverage: title.startsWith(region) ? `${region}（示例）` : '全国主产区（示例）',
    publishedAt: new Date(now.getTime() - r.int(0, SPAN_DAYS) * DAY_MS),
  };
}

export function generateDemoContent(opts: DemoOptions): DemoContent {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const batch = opts.batch ?? 0;
  const r = rng(20_261_121 + batch * 7919);
  const enterprises =
    batch === 0 ? Array.from({ length: DEMO_SIZES.enterprises }, (_, i) => enterprise(r, i)) : [];
  const articles: DemoArticle[] = [];
  for (const kind of ['news', 'policy', 'report'] as const) {
    for (let i = 0; i < DEMO_SIZES[kind] * scale; i++) articles.push(article(r, kind, opts.now));
  }
  const references = Array.from({ length: DEMO_SIZES.references * scale }, () =>
    reference(r, opts.now, enterprises),
  );
  const products = Array.from({ length: DEMO_SIZES.products * scale }, (_, i) =>
    product(r, opts.now, batch * 1_000_000 + i + 1),
  );
  return {
    articles,
    references,
    enterprises,
    periodicals: batch === 0 ? periodicals(r, opts.now) : [],
    products,
  };
}
