import { describe, expect, it } from 'vitest';
import { pinyinColumns, pinyinOf } from '#server/services/search/pinyin.ts';

describe('pinyin columns of a product name', () => {
  it('gives toneless pinyin and initials: 大白菜 → dabaicai, dbc', () => {
    expect(pinyinOf('大白菜')).toEqual({ full: 'dabaicai', initials: 'dbc' });
  });

  it('reads a polyphone by its word (长豇豆 is chang-, not zhang-) and writes ü as v', () => {
    expect(pinyinOf('长豇豆').full).toBe('changjiangdou');
    expect(pinyinOf('绿豆芽')).toEqual({ full: 'lvdouya', initials: 'ldy' });
  });

  it('keeps letters and digits, half-width and lower case', () => {
    expect(pinyinOf('ＡＢ菜2号').full).toBe('abcai2hao');
  });

  it('joins the name and its aliases, each once, so any of them is found', () => {
    expect(pinyinColumns(['西红柿', '番茄', '', '番茄'])).toEqual({
      pinyin: 'xihongshi fanqie',
      initials: 'xhs fq',
    });
  });
});
