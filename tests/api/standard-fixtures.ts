/** Shared by the standards API tests: a known set of standards (the table emptied first), written as an import. */
import { standardReplaces, standards, standardStatusDays } from '#server/db/schema/index.ts';
import type { Db } from '#server/db/client.ts';
import { standardImportRowSchema } from '#lib/standard/validators.ts';
import { seedStandardRows, writeStandards } from '#server/services/standard/write.ts';

/** 14:00 in China on 2026-11-24. */
export const NOW = new Date('2026-11-24T06:00:00Z');
export const TODAY = '2026-11-24';
/** China's midnight starting the 25th, and the 26th. */
export const TOMORROW_START = new Date('2026-11-24T16:00:00Z');
export const DAY_AFTER = new Date('2026-11-25T16:00:00Z');

type Raw = Partial<Record<string, string>> & { number: string; name: string };

export const FIXTURE: Raw[] = [
  {
    number: 'GB 2763-2021',
    name: '食品安全国家标准 食品中农药最大残留限量',
    name_en: 'National food safety standard—Maximum residue limits for pesticides in food',
    issued: '2021-03-03',
    effective: '2021-09-03',
    replaces: 'GB 2763-2019',
    ccs: 'X04',
    ics: '67.040',
    department: '国家卫生健康委员会',
    concerns: '蔬菜|水果|小麦',
  },
  {
    number: 'GB 2763-2019',
    name: '食品安全国家标准 食品中农药最大残留限量',
    issued: '2019-08-15',
    effective: '2020-02-15',
    withdrawn: '2021-09-03',
    replaces: 'GB 2763-2016',
    ccs: 'X04',
    ics: '67.040',
  },
  {
    number: 'GB 2763-2016',
    name: '食品安全国家标准 食品中农药最大残留限量',
    issued: '2016-12-18',
    effective: '2017-06-18',
    withdrawn: '2020-02-15',
    replaces: 'GB 2763-2014',
    ccs: 'X04',
    ics: '67.040',
  },
  {
    number: 'GB 2763-2014',
    name: '食品安全国家标准 食品中农药最大残留限量',
    issued: '2014-03-20',
    effective: '2014-08-01',
    withdrawn: '2017-06-18',
    replaces: 'GB 2763-2012',
    ics: '67.040',
  },
  {
    number: 'GB/T 1351-2023',
    name: '小麦',
    name_en: 'Wheat',
    issued: '2023-08-06',
    effective: '2024-03-01',
    replaces: 'GB 1351-2008',
    ccs: 'B22',
    ics: '67.060',
    committee: '全国粮油标准化技术委员会',
    drafters: '国家粮食和物资储备局标准质量中心|河南工业大学',
    concerns: '小麦',
  },
  {
    number: 'GB 1351-2008',
    name: '小麦',
    name_en: 'Wheat',
    issued: '2008-11-04',
    effective: '2009-05-01',
    withdrawn: '2024-03-01',
    ccs: 'B22',
    ics: '67.060',
  },
  {
    number: 'GB 28050-2011',
    name: '食品安全国家标准 预包装食品营养标签通则',
    issued: '2011-10-12',
    effective: '2013-01-01',
    withdrawn: '2027-03-16',
    ccs: 'C53',
    ics: '67.040',
  },
  {
    number: 'NY/T 391-2021',
    name: '绿色食品 产地环境质量',
    issued: '2021-05-07',
    effective: '2021-11-01',
    replaces: 'NY/T 391-2013',
    ccs: 'B04',
    ics: '65.020',
  },
  {
    number: 'DB11/T 1234-2015',
    name: '测试用地方标准 蔬菜生产技术规程',
    issued: '2015-09-01',
    effective: '2015-12-01',
    ccs: 'B31',
    ics: '65.020',
  },
  {
    number: 'GB/T 99001-2026',
    name: '测试用标准 明天实施',
    issued: '2026-05-20',
    effective: '2026-11-25',
    ccs: 'B31',
    ics: '65.020.20',
  },
  {
    number: 'NY/T 99002-2020',
    name: '测试用标准 明天废止',
    issued: '2020-01-01',
    effective: '2020-07-01',
    withdrawn: '2026-11-25',
    ccs: 'B31',
  },
];

export const fixtureRows = (raw: Raw[] = FIXTURE) => raw.map((r) => standardImportRowSchema.parse(r));

/** Empties the standards (and the job's days) and writes the fixture without events, as the seed would. */
export async function resetStandards(db: Db, raw: Raw[] = FIXTURE): Promise<Map<string, number>> {
  await db.delete(standardReplaces);
  await db.delete(standards);
  await db.delete(standardStatusDays);
  await seedStandardRows(db, fixtureRows(raw));
  const rows = await db.select({ id: standards.id, number: standards.number }).from(standards);
  return new Map(rows.map((r) => [r.number, r.id]));
}

export { writeStandards };
