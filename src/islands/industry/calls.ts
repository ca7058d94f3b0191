/**
 * The /api/industry/* calls of the 数据检索 page's islands, in one place: paths and payloads the islands share (the
 * members' queries, editors' tables and the export are answered by routes/industry on the server).
 */
import { api } from '#lib/client.ts';
import type { IndustryQuery } from '#lib/industry/query.ts';
import type {
  ExportAllowance,
  ExportTokenAnswer,
  FieldListAnswer,
  IndexAnswer,
  IndicatorCategory,
  IndustrySearchAnswer,
  PublishedTable,
  RecentListAnswer,
  RelateListAnswer,
  SpaceRegion,
} from '#lib/industry/types.ts';
import type { Frequency } from '#lib/industry/periods.ts';

const BASE = '/api/industry';
const quiet = { silent: true } as const;

export const industryCalls = {
  search: (keyword: string) => api.post<IndustrySearchAnswer>(`${BASE}/searchTree`, { keyword }, quiet),
  seniorSearch: (f: { keyword?: string; unit?: string; frequency?: Frequency | ''; source?: string }) =>
    api.post<IndustrySearchAnswer>(`${BASE}/seniorSearchTree`, f, quiet),
  fields: (domain: number) => api.post<FieldListAnswer>(`${BASE}/getFieldLists`, { domain }, quiet),
  related: (indicator: number) => api.post<RelateListAnswer>(`${BASE}/getRelateLists`, { indicator }, quiet),
  category: (indicator: number) => api.post<IndicatorCategory>(`${BASE}/getCategory`, { indicator }, quiet),
  cities: (province: string) => api.post<SpaceRegion[]>(`${BASE}/getSpaceCity`, { province }, quiet),
  index: (q: Pick<IndustryQuery, 'indicators' | 'regions' | 'from' | 'to'>, countOnly = false) =>
    api.post<IndexAnswer>(
      `${BASE}/getIndex`,
      { indicators: q.indicators, regions: q.regions, from: q.from, to: q.to, countOnly },
      quiet,
    ),
  recent: () => api.post<RecentListAnswer>(`${BASE}/getRecentList`, {}, quiet),
  remember: (query: IndustryQuery) => api.post<unknown>(`${BASE}/rememberQuery`, { query }, quiet),
  save: (name: string, query: IndustryQuery) =>
    api.post<unknown>(`${BASE}/saveQuery`, { name, query }, quiet),
  remove: (id: number) => api.post<unknown>(`${BASE}/removeQuery`, { id }, quiet),
  tables: () => api.post<PublishedTable[]>(`${BASE}/getTableList`, {}, quiet),
  allowance: () => api.post<ExportAllowance>(`${BASE}/getExportAllowance`, {}, quiet),
  exportToken: (query: IndustryQuery) =>
    api.post<ExportTokenAnswer>(`${BASE}/getOutExcelToken`, { query }, quiet),
};
