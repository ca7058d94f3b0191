/** The list page's address keeps its filters: read back what was written, malformed parts fall back, legacy types map. */
import { describe, expect, it } from 'vitest';
import {
  classKeyOf,
  listSearch,
  readListState,
  VEG_LIST_DEFAULT,
  vegDetailHref,
} from '#lib/vegetable/listQuery.ts';

const CLASSES = [
  { key: 'leafy', name: '叶菜类' },
  { key: 'root', name: '根茎类' },
];

describe('the vegetable list address', () => {
  it('reads back the state it wrote, and leaves the defaults out', () => {
    const state = {
      ...VEG_LIST_DEFAULT,
      type: 'leafy',
      keyword: 'dbc',
      sort: 'avg' as const,
      order: 'desc' as const,
      page: 3,
    };
    const search = listSearch(state);
    expect(search).toBe('?type=leafy&keyword=dbc&sort=avg&order=desc&page=3');
    expect(readListState(new URLSearchParams(search))).toEqual(state);
    expect(listSearch(VEG_LIST_DEFAULT)).toBe('');
  });

  it('falls back to the default for a malformed sort, order, page, market or province', () => {
    const state = readListState(
      new URLSearchParams('sort=price&order=up&page=-2&market=abc&province=110000&keyword=%20大白菜%20'),
    );
    expect(state).toEqual({ ...VEG_LIST_DEFAULT, keyword: '大白菜' });
  });

  it("maps a legacy type given as the class's key or Chinese name to the key, anything else to every class", () => {
    expect(classKeyOf('leafy', CLASSES)).toBe('leafy');
    expect(classKeyOf('根茎类', CLASSES)).toBe('root');
    expect(classKeyOf('7', CLASSES)).toBe('');
  });

  it("links a product's detail page by its name, with its class as group and type", () => {
    expect(vegDetailHref('大白菜', 'leafy')).toBe(
      `/application/vegetable/detail?group=leafy&name=${encodeURIComponent('大白菜')}&type=leafy`,
    );
    // A caller that knows only the name (食物营养's price) links by it alone.
    expect(vegDetailHref('西红柿')).toBe(
      `/application/vegetable/detail?name=${encodeURIComponent('西红柿')}`,
    );
  });
});
