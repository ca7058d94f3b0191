/** The vendored indicator reference (src/server/db/reference/industry/: domains, indicators, official values). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { FREQUENCIES, frequencyOf, type Frequency } from '#lib/industry/periods.ts';
import { referenceFile } from '#server/db/referenceFiles.ts';

export interface VendoredDomain {
  id: number;
  parentId: number | null;
  name: string;
}

export interface VendoredIndicator {
  id: number;
  domainId: number;
  name: string;
  unit: string;
  frequency: Frequency;
  source: string;
  definition: string;
}

export interface VendoredValue {
  indicatorId: number;
  region: string;
  period: string;
  value: number;
  flag: string;
  /** The publication the figure comes from and the year it appeared. */
  source: string;
  published: number;
}

export interface IndicatorReference {
  version: string;
  domains: VendoredDomain[];
  indicators: VendoredIndicator[];
  values: VendoredValue[];
}

const FILES = ['domains.csv', 'indicators.csv', 'values.csv'] as const;

const rowsOf = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

let kept: IndicatorReference | null = null;

/** Read once per process; a malformed line throws (the files are checked by tests/unit/industry-reference.test.ts). */
export function readIndicatorReference(): IndicatorReference {
  if (kept) return kept;
  const texts = FILES.map((f) => readFileSync(referenceFile('industry', f), 'utf8'));
  const version = createHash('sha1').update(texts.join('\n')).digest('hex');
  const [domains, indicators, values] = texts.map(rowsOf) as [
    Record<string, string>[],
    Record<string, string>[],
    Record<string, string>[],
  ];
  kept = {
    version,
    domains: domains.map((d) => ({
      id: Number(d.id),
      parentId: d.parent ? Number(d.parent) : null,
      name: d.name!,
    })),
    indicators: indicators.map((i) => {
      const frequency = i.frequency as Frequency;
      if (!FREQUENCIES.includes(frequency))
        throw new Error(`indicators.csv: ${i.id} has frequency ${i.frequency}`);
      return {
        id: Number(i.id),
        domainId: Number(i.domain),
        name: i.name!,
        unit: i.unit!,
        frequency,
        source: i.source!,
        definition: i.definition!,
      };
    }),
    values: values.map((v) => {
      if (!frequencyOf(v.period!)) throw new Error(`values.csv: bad period ${v.period}`);
      return {
        indicatorId: Number(v.indicator),
        region: v.region!,
        period: v.period!,
        value: Number(v.value),
        flag: v.flag ?? '',
        source: v.source!,
        published: Number(v.published),
      };
    }),
  };
  return kept;
}
