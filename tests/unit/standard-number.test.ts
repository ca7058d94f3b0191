import { describe, expect, it } from 'vitest';
import {
  canonicalNumber,
  kindOf,
  numberForms,
  parseStandardNumber,
  standardKey,
} from '#lib/standard/number.ts';

const parsed = (text: string) => {
  const n = parseStandardNumber(text);
  return n && { prefix: n.prefix, code: n.code, year: n.year, key: canonicalNumber(n) };
};

describe('standard number normaliser', () => {
  it.each([
    ['GB 2763-2021', 'GB', '2763', '2021', 'GB 2763-2021'],
    ['GBT2763-2021', 'GB/T', '2763', '2021', 'GB/T 2763-2021'],
    ['gb/t 2763', 'GB/T', '2763', null, 'GB/T 2763'],
    ['GB／T 2763—2021', 'GB/T', '2763', '2021', 'GB/T 2763-2021'],
    ['ＧＢ　２７６３－２０２１', 'GB', '2763', '2021', 'GB 2763-2021'],
    ['GB2763', 'GB', '2763', null, 'GB 2763'],
    ['GB 2763 2021', 'GB', '2763', '2021', 'GB 2763-2021'],
    ['GB 2763–2019', 'GB', '2763', '2019', 'GB 2763-2019'],
    ['NY/T391', 'NY/T', '391', null, 'NY/T 391'],
    ['nyt 391-2021', 'NY/T', '391', '2021', 'NY/T 391-2021'],
    ['NY 5073-2006', 'NY', '5073', '2006', 'NY 5073-2006'],
    ['SN/T 1950-2007', 'SN/T', '1950', '2007', 'SN/T 1950-2007'],
    ['DB11/T 1234-2015', 'DB11/T', '1234', '2015', 'DB11/T 1234-2015'],
    ['db11t1234-2015', 'DB11/T', '1234', '2015', 'DB11/T 1234-2015'],
    ['DB11 1234', 'DB11', '1234', null, 'DB11 1234'],
    ['GB 5009.3-2016', 'GB', '5009.3', '2016', 'GB 5009.3-2016'],
    ['T/CAB 0123-2021', 'T/CAB', '0123', '2021', 'T/CAB 0123-2021'],
    ['GB/Z 21922-2008', 'GB/Z', '21922', '2008', 'GB/Z 21922-2008'],
    ['JT/T 808-2019', 'JT/T', '808', '2019', 'JT/T 808-2019'],
    ['JTT808', 'JT/T', '808', null, 'JT/T 808'],
    ['GB 1351-88', 'GB', '1351', '88', 'GB 1351-88'],
    ['  《GB 2763-2021》 ', 'GB', '2763', '2021', 'GB 2763-2021'],
  ])('%s reads as %s %s %s', (text, prefix, code, year, key) => {
    expect(parsed(text)).toEqual({ prefix, code, year, key });
  });

  it('a bare code has no prefix and no unique key', () => {
    expect(parsed('2763')).toEqual({ prefix: null, code: '2763', year: null, key: '2763' });
    expect(standardKey('2763')).toBeNull();
  });

  it.each([
    '小麦',
    '农药最大残留限量',
    'GB/T',
    '',
    'GB 2763-20211',
    'GB-2763',
    // Words around a number make it a title search, not a bare code.
    '玉米2023',
    '小麦 1351',
    '食品安全国家标准 2763',
    'GB 2763 小麦',
    'GB/T 1351-2023 小麦',
  ])('%j is not a number', (text) => expect(parseStandardNumber(text)).toBeNull());

  it('every typed form of one number has one key', () => {
    const keys = ['GBT2763-2021', 'gb/t 2763-2021', 'GB／T 2763—2021', 'GB/T2763-2021'].map(standardKey);
    expect(new Set(keys)).toEqual(new Set(['GB/T 2763-2021']));
  });

  it.each([
    ['GB 2763-2021', 'national', '国家标准', 'GB', '强制性国家标准'],
    ['GB/T 1351-2023', 'national', '国家标准', 'GB/T', '推荐性国家标准'],
    ['NY/T 391-2021', 'industry', '行业标准', 'NY', '农业行业标准'],
    ['SN/T 1950-2007', 'industry', '行业标准', 'SN', '出入境检验检疫行业标准'],
    ['LS/T 3311-2017', 'industry', '行业标准', 'LS', '粮食行业标准'],
    ['GH/T 1234-2018', 'industry', '行业标准', 'GH', '供销合作行业标准'],
    ['SC/T 3009-1999', 'industry', '行业标准', 'SC', '水产行业标准'],
    ['DB11/T 1234-2015', 'local', '地方标准', 'DB11', '北京市地方标准'],
    ['T/CAB 0123-2021', 'group', '团体标准', 'T/CAB', '团体标准（CAB）'],
    ['XX 12-2020', 'other', '其他标准', 'XX', '其他标准'],
  ])('%s is a %s standard (%s, %s %s)', (text, type, typeName, sub, subName) => {
    expect(kindOf(parseStandardNumber(text)!)).toEqual({ type, typeName, sub, subName });
  });

  it('the searchable forms are the canonical one, without the space and without the slash', () => {
    expect(numberForms(parseStandardNumber('gb/t 2763-2021')!)).toEqual([
      'GB/T 2763-2021',
      'GB/T2763-2021',
      'GBT2763-2021',
    ]);
    expect(numberForms(parseStandardNumber('GB 2763-2021')!)).toEqual(['GB 2763-2021', 'GB2763-2021']);
  });
});
