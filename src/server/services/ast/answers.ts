/**
 * 农业专题's answers: the provinces in a year (getNationwideDataGroupAdcode), the national series
 * (getNationwideDataOrderByYear) and a province's cities with its series (getProvinceData). Each answers a Chinese
 * refusal for an unknown topic, a year not held or a code that is no province.
 */
import { AST_MSG } from '#lib/ast/messages.ts';
import type { AstNationwideAnswer, AstProvinceAnswer, AstSeriesAnswer } from '#lib/ast/types.ts';
import { NATIONAL_REGION } from '#lib/industry/limits.ts';
import type { Db } from '#server/db/client.ts';
import { citiesOfProvince, PROVINCES, regionOf } from '#server/services/industry/regions.ts';
import { ranked, seriesOf, valuesInYear } from './figures.ts';
import { topicById, topicHead, type TopicRow } from './topics.ts';

export type Answer<T> = { data: T } | { refusal: string };

interface TopicYear {
  topic: TopicRow;
  years: string[];
  year: string;
}

/** The topic and the year asked (the newest held when none is), or the refusal. */
async function topicYear(db: Db, id: number, year?: string): Promise<Answer<TopicYear>> {
  const topic = await topicById(db, id);
  if (!topic) return { refusal: AST_MSG.unknownTopic };
  const years = topic.years;
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return { refusal: AST_MSG.noYears(topic.name) };
  if (year && !years.includes(year)) return { refusal: AST_MSG.yearOutside(year, first, last) };
  return { data: { topic, years, year: year ?? last } };
}

const anyDemo = (items: { demo: boolean }[]) => items.some((i) => i.demo);

export async function nationwideAnswer(
  db: Db,
  input: { topic: number; year?: string },
): Promise<Answer<AstNationwideAnswer>> {
  const ty = await topicYear(db, input.topic, input.year);
  if ('refusal' in ty) return ty;
  const { topic, years, year } = ty.data;
  const values = await valuesInYear(
    db,
    topic.indicatorId,
    [NATIONAL_REGION, ...PROVINCES.map((p) => p.code)],
    year,
  );
  const national = values.get(NATIONAL_REGION) ?? null;
  const regions = ranked(
    PROVINCES.map((p) => ({ adcode: p.code, name: p.name })),
    values,
    national?.value ?? null,
    topic.additive,
  );
  return {
    data: {
      topic: topicHead(topic),
      year,
      years,
      national,
      regions,
      demo: anyDemo(regions) || Boolean(national?.demo),
    },
  };
}

export async function seriesAnswer(db: Db, input: { topic: number }): Promise<Answer<AstSeriesAnswer>> {
  const topic = await topicById(db, input.topic);
  if (!topic) return { refusal: AST_MSG.unknownTopic };
  const series = await seriesOf(db, topic.indicatorId, NATIONAL_REGION);
  return { data: { topic: topicHead(topic), series, demo: anyDemo(series) } };
}

export async function provinceAnswer(
  db: Db,
  input: { topic: number; province: string; year?: string },
): Promise<Answer<AstProvinceAnswer>> {
  const region = regionOf(input.province);
  if (region?.level !== 'province') return { refusal: AST_MSG.notProvince(input.province) };
  const ty = await topicYear(db, input.topic, input.year);
  if ('refusal' in ty) return ty;
  const { topic, years, year } = ty.data;
  const cities = (citiesOfProvince(region.code) ?? []).map((c) => ({ adcode: c.code, name: c.name }));
  const values = await valuesInYear(
    db,
    topic.indicatorId,
    [region.code, ...cities.map((c) => c.adcode)],
    year,
  );
  const own = values.get(region.code) ?? null;
  const ranking = ranked(cities, values, own?.value ?? null, topic.additive);
  const series = await seriesOf(db, topic.indicatorId, region.code);
  return {
    data: {
      topic: topicHead(topic),
      province: { adcode: region.code, name: region.name },
      year,
      years,
      value: own,
      cities: ranking,
      series,
      demo: anyDemo(ranking) || anyDemo(series) || Boolean(own?.demo),
    },
  };
}
