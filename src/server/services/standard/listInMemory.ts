/**
 * getList over the kept rows (searchRows.ts): the same filters, number reading and order as the query of list.ts,
 * which the build and the 百科 hub still ask, so the served answer and the query's are one answer
 * (tests/api/standard-list-in-memory.test.ts holds them equal over every filter, number and word).
 */
import { canonicalNumber, parseStandardNumber, type StandardNumber } from '#lib/standard/number.ts';
import { statusOn } from '#lib/standard/status.ts';
import type { StandardList } from '#lib/standard/types.ts';
import type { StandardListInput } from '#lib/standard/validators.ts';
import { keywordMatcher } from '#server/services/search/matchInMemory.ts';
import { listItem } from './row.ts';
import type { StandardSearchRow } from './searchRows.ts';

type Test = (r: StandardSearchRow) => boolean;

/** numberWhere: the code or a part of it (5009 finds 5009.3), the prefix family, the year when typed. */
function numberTest(n: StandardNumber): Test {
  const part = `${n.code}.`;
  return (r) =>
    (r.code === n.code || r.code.startsWith(part)) &&
    (!n.base || r.base === n.base) &&
    (!n.year || r.year === n.year || (n.year.length === 2 && r.year?.slice(-2) === n.year));
}

/** filterWhere: type, sub-class, status on `today` (its one rule, statusOn), CCS, ICS, 发布 year. */
function filterTests(input: StandardListInput, today: string): Test[] {
  const tests: Test[] = [];
  const { type, sub, status, ccs, ics, year } = input;
  if (type) tests.push((r) => r.type === type);
  if (sub) tests.push((r) => r.sub === sub);
  if (status) tests.push((r) => statusOn(r, today) === status);
  if (ccs) tests.push(ccs.length === 1 ? (r) => r.ccs.startsWith(ccs) : (r) => r.ccs === ccs);
  if (ics) tests.push((r) => r.ics === ics || r.ics.startsWith(`${ics}.`));
  if (year) {
    const from = `${year}-01-01`;
    const to = `${year + 1}-01-01`;
    tests.push((r) => r.issued !== null && r.issued >= from && r.issued < to);
  }
  return tests;
}

/** Descending with nulls last, as `year desc nulls last` (years are digits: any collation orders them alike). */
const yearDesc = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1;

export function standardListInMemory(
  rows: StandardSearchRow[],
  input: StandardListInput,
  today: string,
): StandardList {
  const tests = filterTests(input, today);
  const number = input.keyword ? parseStandardNumber(input.keyword) : null;
  if (number) tests.push(numberTest(number));
  else if (input.keyword) {
    const match = keywordMatcher(input.keyword);
    if (match) tests.push((r) => match(r.doc));
  }
  const hits = rows.filter((r) => tests.every((t) => t(r)));
  if (number) {
    // The exact number first, then the typed prefix, then the newest version, then by number.
    const exact = canonicalNumber(number);
    const prefix = number.prefix ?? '';
    hits.sort(
      (a, b) =>
        Number(b.number === exact) - Number(a.number === exact) ||
        Number(b.prefix === prefix) - Number(a.prefix === prefix) ||
        yearDesc(a.year, b.year) ||
        a.numberRank - b.numberRank,
    );
  }
  const page = hits.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
  return {
    list: page.map((r) => listItem(r, today)),
    total: hits.length,
    page: input.page,
    pageSize: input.pageSize,
    keyword_as: number ? 'number' : input.keyword ? 'text' : null,
  };
}
