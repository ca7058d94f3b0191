import { describe, expect, it } from 'vitest';
import { foldSearchText, keywordLength, searchKeywords } from '#lib/search/normalise.ts';

describe('the search normaliser', () => {
  it('turns full-width letters, digits, punctuation and spaces half-width', () => {
    expect(foldSearchText('ＣＰＩ２０２６（玉米）')).toBe('cpi2026(玉米)');
    expect(foldSearchText('玉米　价格')).toBe('玉米 价格');
  });

  it('lowers ASCII letters only, as the database does in any locale', () => {
    expect(foldSearchText('Corn PRICE')).toBe('corn price');
    expect(foldSearchText('É')).toBe('É');
  });

  it('trims and collapses runs of spaces, tabs and newlines to one space', () => {
    expect(foldSearchText('  玉米 \t\n 大豆\u3000\u3000 ')).toBe('玉米 大豆');
  });

  it('splits a query into its keywords, each once, and none for blank input', () => {
    expect(searchKeywords(' 玉米　大豆 玉米 ')).toEqual(['玉米', '大豆']);
    expect(searchKeywords('\u3000 \t')).toEqual([]);
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(keywordLength('𠀀玉')).toBe(2);
    expect(keywordLength('玉米价')).toBe(3);
  });
});
