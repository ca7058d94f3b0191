/**
 * Where a standard's official record is, built from its number (never copied text): openstd for national standards,
 * the industry and local filing platforms for theirs, the national public service platform's search otherwise.
 */
import type { StandardType } from './number.ts';

export interface OfficialRecord {
  site: string;
  url: string;
}

export function officialRecord(number: string, type: StandardType): OfficialRecord {
  const q = encodeURIComponent(number);
  switch (type) {
    case 'national':
      return {
        site: '国家标准全文公开系统',
        url: `https://openstd.samr.gov.cn/bzgk/gb/std_list?p.p1=0&p.p90=circulation_date&p.p91=desc&p.p2=${q}`,
      };
    case 'industry':
      return { site: '行业标准信息服务平台', url: `https://hbba.sacinfo.org.cn/stdList?key=${q}` };
    case 'local':
      return { site: '地方标准信息服务平台', url: `https://dbba.sacinfo.org.cn/stdList?key=${q}` };
    default:
      return { site: '全国标准信息公共服务平台', url: `https://std.samr.gov.cn/search/std?q=${q}` };
  }
}
