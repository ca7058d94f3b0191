/**
 * Standards as an import family (CONTRIBUTING: "A data import"): CSV or XLSX with the columns of standards.csv,
 * numbers however typed read into their canonical form, upserted on it with their lineage and content events.
 */
import { standardImportRowSchema, type StandardImportRow } from '#lib/standard/validators.ts';
import type { ImportFamily } from '#server/services/imports/family.ts';
import { writeStandards } from './write.ts';

export const standardImport: ImportFamily<StandardImportRow> = {
  key: 'standard',
  label: '农业与食品标准',
  keyField: 'number',
  keyOf: (r) => r.number,
  rowSchema: standardImportRowSchema,
  write: (tx, rows, by) => writeStandards(tx, rows, by),
  tables: ['standards', 'standard_replaces'],
  columns: [
    {
      field: 'number',
      header: '标准号',
      aliases: ['number', '标准编号'],
      example: 'GB/T 1351-2023',
      required: true,
    },
    {
      field: 'name',
      header: '标准名称',
      aliases: ['name', '中文名称', '中文标准名称'],
      example: '小麦',
      required: true,
    },
    { field: 'name_en', header: '英文名称', aliases: ['name_en', '英文标准名称'], example: 'Wheat' },
    { field: 'issued', header: '发布日期', aliases: ['issued'], example: '2023-08-06' },
    { field: 'effective', header: '实施日期', aliases: ['effective'], example: '2024-03-01' },
    { field: 'withdrawn', header: '废止日期', aliases: ['withdrawn'], example: '' },
    { field: 'replaces', header: '代替标准', aliases: ['replaces', '代替标准号'], example: 'GB 1351-2008' },
    { field: 'ccs', header: '中国标准分类号', aliases: ['ccs', 'CCS'], example: 'B22' },
    { field: 'ics', header: '国际标准分类号', aliases: ['ics', 'ICS'], example: '67.060' },
    { field: 'department', header: '主管部门', aliases: ['department'], example: '国家粮食和物资储备局' },
    {
      field: 'committee',
      header: '归口单位',
      aliases: ['committee', '归口部门'],
      example: '全国粮油标准化技术委员会',
    },
    { field: 'drafters', header: '起草单位', aliases: ['drafters'], example: '' },
    { field: 'concerns', header: '涉及食物', aliases: ['concerns', '涉及作物'], example: '小麦|面粉' },
  ],
};
