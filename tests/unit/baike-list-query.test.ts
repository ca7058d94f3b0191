/** 农业百科's index view in the address: read what a link names, write it back the same way. */
import { describe, expect, it } from 'vitest';
import { baikeBrowseSearch, readBaikeBrowse } from '#lib/baike/listQuery.ts';

describe('the index page address', () => {
  it('reads category, keyword and page and writes them back', () => {
    const s = readBaikeBrowse(new URLSearchParams('category=11&keyword=%20麦子%20&page=2'));
    expect(s).toEqual({ category: 11, keyword: '麦子', page: 2 });
    expect(baikeBrowseSearch(s)).toBe(`?category=11&keyword=${encodeURIComponent('麦子')}&page=2`);
  });

  it('ignores what is not a whole number and writes nothing for the overview', () => {
    expect(readBaikeBrowse(new URLSearchParams('category=x&page=-1'))).toEqual({
      category: null,
      keyword: '',
      page: 1,
    });
    expect(baikeBrowseSearch({ category: null, keyword: '', page: 1 })).toBe('');
  });
});
