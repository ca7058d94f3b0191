import { describe, expect, it } from 'vitest';
import { readStdListState, stdListBody, stdListSearch, STD_LIST_DEFAULT } from '#lib/standard/listQuery.ts';
import { standardListSchema } from '#lib/standard/validators.ts';

describe('the standards list address', () => {
  it('round-trips every filter', () => {
    const state = {
      type: 'national',
      sub: 'GB/T',
      status: 'current',
      ccs: 'B22',
      ics: '67.060',
      year: '2023',
      keyword: 'gb/t 1351',
      page: 2,
    } as const;
    const search = stdListSearch(state);
    expect(search).toBe(
      '?type=national&sub=GB%2FT&status=current&ccs=B22&ics=67.060&year=2023&keyword=gb%2Ft+1351&page=2',
    );
    expect(readStdListState(new URLSearchParams(search))).toEqual(state);
  });

  it('leaves the defaults out and drops what is malformed', () => {
    expect(stdListSearch(STD_LIST_DEFAULT)).toBe('');
    expect(
      readStdListState(new URLSearchParams('type=foreign&status=x&ccs=b&ics=6&year=123&page=-1&sub=<a>')),
    ).toEqual(STD_LIST_DEFAULT);
  });

  it.each([
    'sub=ABCDE',
    'sub=GB/T/Z',
    'sub=DB1',
    'sub=T/cab',
    'year=1900',
    'year=1949',
    'year=2101',
    'ccs=B2',
    'ics=67.04',
  ])('%s, which the server refuses, is read as no filter', (query) => {
    expect(readStdListState(new URLSearchParams(query))).toEqual(STD_LIST_DEFAULT);
  });

  it.each([
    'sub=GB/T&year=1950',
    'sub=DB11&year=2100',
    'sub=T/CAB&ccs=B&ics=67.040.20',
    `keyword=${'标'.repeat(80)}`,
  ])('what the page reads from %s the server accepts', (query) => {
    const state = readStdListState(new URLSearchParams(query));
    expect(Object.values(state).filter(Boolean).length).toBeGreaterThan(1);
    expect(standardListSchema.safeParse(stdListBody(state, 20)).success).toBe(true);
  });

  it('asks getList with only what is set', () => {
    expect(stdListBody({ ...STD_LIST_DEFAULT, status: 'upcoming', year: '2021' }, 20)).toEqual({
      type: undefined,
      sub: undefined,
      status: 'upcoming',
      ccs: undefined,
      ics: undefined,
      year: 2021,
      keyword: undefined,
      page: 1,
      pageSize: 20,
    });
  });
});
