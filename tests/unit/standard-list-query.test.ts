import { describe, expect, it } from 'vitest';
import { readStdListState, stdListBody, stdListSearch, STD_LIST_DEFAULT } from '#lib/standard/listQuery.ts';

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
