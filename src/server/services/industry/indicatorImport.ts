/**
 * Indicator values as an import family, long layout (指标, 地区, 时期, 数值, 标记): an indicator by name or id, a
 * region by name or 6-digit code, the period in the indicator's frequency; upserted by indicator × region × period
 * (an imported value is never demo), then one `industry` content event (the cached answers drop their tag).
 */
import type { Db } from '#server/db/client.ts';
import { FRESH_ROW, replacedBy, upsertCounts } from '#server/db/excluded.ts';
import { indicatorObservations } from '#server/db/schema/index.ts';
import { INDUSTRY_IMPORT_MSG } from '#lib/industry/messages.ts';
import { FREQUENCY_LABEL, frequencyOf } from '#lib/industry/periods.ts';
import { industryImportRowSchema, type IndustryImportRow } from '#lib/industry/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { readCatalogue } from './catalogue.ts';
import { industryChanged } from './changed.ts';
import { NATIONAL, PROVINCES, citiesOfProvince, regionOf } from './regions.ts';

export type IndicatorImportRow = IndustryImportRow & { indicatorId?: number; code?: string };

/** Region names as files write them: 河南省 and 河南, 郑州市; a city name two provinces share is left to its code. */
function regionNames(): Map<string, string | null> {
  const names = new Map<string, string | null>([
    [NATIONAL.name, NATIONAL.code],
    ['中国', NATIONAL.code],
  ]);
  const add = (name: string, code: string) =>
    names.set(name, names.has(name) && names.get(name) !== code ? null : code);
  for (const p of PROVINCES) {
    add(p.name, p.code);
    add(p.name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''), p.code);
    for (const c of citiesOfProvince(p.code) ?? []) add(c.name, c.code);
  }
  return names;
}

async function prepare(db: Db): Promise<RowCheck<IndicatorImportRow>> {
  const c = await readCatalogue(db);
  const byName = new Map(c.indicators.map((i) => [i.name, i]));
  const names = regionNames();
  return (row) => {
    const ind =
      byName.get(row.indicator) ??
      (/^\d+$/.test(row.indicator) ? c.indicatorById.get(Number(row.indicator)) : undefined);
    if (!ind) return { field: 'indicator', reason: INDUSTRY_IMPORT_MSG.unknownIndicator(row.indicator) };
    const code = /^\d{6}$/.test(row.region)
      ? regionOf(row.region)?.code
      : (names.get(row.region) ?? undefined);
    if (!code) return { field: 'region', reason: INDUSTRY_IMPORT_MSG.unknownRegion(row.region) };
    if (frequencyOf(row.period) !== ind.frequency)
      return {
        field: 'period',
        reason: INDUSTRY_IMPORT_MSG.periodFrequency(ind.name, FREQUENCY_LABEL[ind.frequency]),
      };
    return { row: { ...row, indicatorId: ind.id, code } };
  };
}

async function write(tx: Db, rows: IndicatorImportRow[]) {
  const o = indicatorObservations;
  const written = await tx
    .insert(o)
    .values(
      rows.map((r) => ({
        indicatorId: r.indicatorId!,
        region: r.code!,
        period: r.period,
        value: r.value,
        flag: r.flag,
        isDemo: false,
      })),
    )
    .onConflictDoUpdate({
      target: [o.indicatorId, o.region, o.period],
      set: replacedBy({ value: o.value, flag: o.flag, isDemo: o.isDemo }),
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const indicatorImport: ImportFamily<IndicatorImportRow> = {
  key: 'indicator',
  label: '指标数据（数据检索）',
  keyField: 'period',
  keyOf: (r) => `${r.indicatorId ?? r.indicator}|${r.code ?? r.region}|${r.period}`,
  rowSchema: industryImportRowSchema,
  prepare,
  write,
  finish: industryChanged,
  tables: ['indicator_observations'],
  // A wide file: 指标, 地区 (标记) and a column per period, 2019 or 2019年, 2019Q1, 2019-01.
  wide: {
    keyHeader: '时期',
    valueHeader: '数值',
    keyOf: (h) => {
      const period = h.replace(/年$/, '').toUpperCase();
      return frequencyOf(period) ? period : null;
    },
  },
  columns: [
    {
      field: 'indicator',
      header: '指标',
      aliases: ['indicator', '指标名称', '指标编号'],
      example: '粮食产量',
      required: true,
    },
    {
      field: 'region',
      header: '地区',
      aliases: ['region', '地区代码', '行政区划代码'],
      example: '河南省',
      required: true,
    },
    { field: 'period', header: '时期', aliases: ['period', '年份', '时间'], example: '2023', required: true },
    { field: 'value', header: '数值', aliases: ['value', '值'], example: 6624.3, required: true },
    { field: 'flag', header: '标记', aliases: ['flag', '备注'], example: '' },
  ],
};
