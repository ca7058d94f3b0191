/**
 * Standard numbers, however people type them (GBT2763-2021, gb/t 2763, GB／T 2763—2021, NY/T391, DB11/T 1234-2015),
 * read into prefix, code and year, with the canonical form (`GB/T 2763-2021`) and the type the prefix names. The one
 * source for the import, the search and the pages.
 */
import { foldSearchText } from '#lib/search/normalise.ts';

/** The kinds of standard by who issues them (openstd's 国家标准, 行业标准, 地方标准 and 团体标准). */
export const STANDARD_TYPES = {
  national: '国家标准',
  industry: '行业标准',
  local: '地方标准',
  group: '团体标准',
  other: '其他标准',
} as const;
export type StandardType = keyof typeof STANDARD_TYPES;
export const STANDARD_TYPE_KEYS = Object.keys(STANDARD_TYPES) as StandardType[];

/** Industry standard codes and their industries (the 行业标准代号 of the agricultural and food sectors, and neighbours). */
export const INDUSTRY_CODES: Readonly<Record<string, string>> = {
  NY: '农业',
  SN: '出入境检验检疫',
  LS: '粮食',
  GH: '供销合作',
  SC: '水产',
  SB: '国内贸易',
  LY: '林业',
  QB: '轻工',
  HJ: '环境保护',
  WS: '卫生',
  YY: '医药',
  HG: '化工',
  JB: '机械',
  JT: '交通',
  HY: '海洋',
  BB: '包装',
  FZ: '纺织',
  SL: '水利',
  MT: '煤炭',
  DZ: '地质矿产',
};

/** Provinces by the two digits of a local standard's DBxx (GB/T 2260). */
export const DB_PROVINCES: Readonly<Record<string, string>> = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
};

export interface StandardNumber {
  /** `GB/T`, `NY`, `DB11/T`, `T/CAB`; null when only the code was typed (`2763`). */
  prefix: string | null;
  /** The prefix without its /T or /Z (`GB`, `NY`, `DB11`, `T/CAB`): GB 2763 and GB/T 2763 are one family to a searcher. */
  base: string | null;
  /** `2763`, `5009.3`. */
  code: string;
  /** As the standard writes it, 4 digits (2 for old ones); null when not typed. */
  year: string | null;
}

/** Every dash people type between code and year: hyphen, en and em dashes, minus, full-width hyphen, tildes. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D~\u301C\uFF5E]/g;
const SHAPE =
  /^(?:T\/([A-Z][A-Z0-9]*?)|DB(\d{2})(?:\/?([TZ]))?|([A-Z]+)(?:\/([TZ]))?)?(\d+(?:\.\d+)*)(?:-(\d{4}|\d{2}))?$/;

/** `GBT` is GB/T and `NYT` NY/T when the letters are not a code themselves (JT is 交通, JTT is JT/T). */
function splitLetters(letters: string, nature: string | undefined): { base: string; nature: string } {
  if (nature || letters === 'GB' || INDUSTRY_CODES[letters]) return { base: letters, nature: nature ?? '' };
  const last = letters.slice(-1);
  const head = letters.slice(0, -1);
  if ((last === 'T' || last === 'Z') && (head === 'GB' || INDUSTRY_CODES[head]))
    return { base: head, nature: last };
  return { base: letters, nature: '' };
}

/** The number in `text`, or null when it is not one (a title word, a prefix alone). */
export function parseStandardNumber(text: string): StandardNumber | null {
  let s = foldSearchText(text).replace(DASHES, '-').toUpperCase();
  // `GB 2763 2021`: a space before a final year separates it like a dash (not the code after `DB11 `).
  if (!/^DB\d{2}(?:\/?[TZ])?\s+\d+$/.test(s)) s = s.replace(/(\d)\s+((?:19|20)\d{2})$/, '$1-$2');
  s = s.replace(/\s+/g, '');
  // Only marks around the number go (《》, quotes); a word in any script stays, so `玉米2023` or `GB 2763 小麦` is no
  // number and goes to the title search, where every word must match (the number forms are in that document too).
  s = s.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const m = SHAPE.exec(s);
  if (!m) return null;
  const [, group, province, dbNature, letters, nature, code, year] = m;
  const found = (prefix: string | null, base: string | null): StandardNumber => ({
    prefix,
    base,
    code: code!,
    year: year ?? null,
  });
  if (group) return found(`T/${group}`, `T/${group}`);
  if (province) return found(`DB${province}${dbNature ? `/${dbNature}` : ''}`, `DB${province}`);
  if (!letters) return found(null, null);
  const { base, nature: n } = splitLetters(letters, nature);
  return found(n ? `${base}/${n}` : base, base);
}

/** `GB/T 2763-2021`: ASCII slash, one space after the prefix, a hyphen before the year. */
export function canonicalNumber(n: StandardNumber): string {
  const tail = `${n.code}${n.year ? `-${n.year}` : ''}`;
  return n.prefix ? `${n.prefix} ${tail}` : tail;
}

/** The canonical form of a typed number (its unique key), or null when it is not a full one (no prefix). */
export function standardKey(text: string): string | null {
  const n = parseStandardNumber(text);
  return n?.prefix ? canonicalNumber(n) : null;
}

export interface StandardKind {
  type: StandardType;
  /** 国家标准 … */
  typeName: string;
  /** The sub-class the list filters by: `GB/T` for national ones, the base (`NY`, `DB11`, `T/CAB`) for the others. */
  sub: string;
  /** 推荐性国家标准, 农业行业标准, 北京市地方标准, 团体标准（CAB）. */
  subName: string;
}

const NATIONAL_NAMES: Readonly<Record<string, string>> = {
  GB: '强制性国家标准',
  'GB/T': '推荐性国家标准',
  'GB/Z': '国家标准化指导性技术文件',
};

/** What a prefix says about who issued the standard. */
export function kindOf(n: Pick<StandardNumber, 'prefix' | 'base'>): StandardKind {
  const { prefix, base } = n;
  const kind = (type: StandardType, sub: string, subName: string): StandardKind => ({
    type,
    typeName: STANDARD_TYPES[type],
    sub,
    subName,
  });
  if (!prefix || !base) return kind('other', '', STANDARD_TYPES.other);
  if (base === 'GB') return kind('national', prefix, NATIONAL_NAMES[prefix] ?? STANDARD_TYPES.national);
  if (INDUSTRY_CODES[base]) return kind('industry', base, `${INDUSTRY_CODES[base]}行业标准`);
  if (base.startsWith('DB')) {
    const province = DB_PROVINCES[base.slice(2)];
    return kind('local', base, province ? `${province}地方标准` : STANDARD_TYPES.local);
  }
  if (base.startsWith('T/')) return kind('group', base, `团体标准（${base.slice(2)}）`);
  return kind('other', base, STANDARD_TYPES.other);
}

/** The forms a searcher may type, for the searchable document: `GB/T 2763-2021`, `GB/T2763-2021`, `GBT2763-2021`. */
export function numberForms(n: StandardNumber): string[] {
  const canonical = canonicalNumber(n);
  const tight = canonical.replace(' ', '');
  return [...new Set([canonical, tight, tight.replace(/\//g, '')])];
}
