/** Pinyin and initials of a name, stored beside it so that a search for dabaicai or dbc finds 大白菜. */
import { pinyin } from 'pinyin-pro';

export interface PinyinForms {
  /** Toneless pinyin, syllables run together: 大白菜 → dabaicai (ü as v: 绿豆 → lvdou). */
  full: string;
  /** First letter of each syllable: 大白菜 → dbc. */
  initials: string;
}

const syllables = (text: string, pattern: 'pinyin' | 'first') =>
  pinyin(text.normalize('NFKC'), { pattern, toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Pinyin of one name (words, not characters, pick the reading: 长豇豆 → changjiangdou). */
export const pinyinOf = (text: string): PinyinForms => ({
  full: syllables(text, 'pinyin'),
  initials: syllables(text, 'first'),
});

/** The pinyin columns of a name and its aliases: each name's forms, separated by a space. */
export function pinyinColumns(names: string[]): { pinyin: string; initials: string } {
  const forms = names.filter((n) => n.trim()).map(pinyinOf);
  return {
    pinyin: [...new Set(forms.map((f) => f.full))].join(' '),
    initials: [...new Set(forms.map((f) => f.initials))].join(' '),
  };
}
