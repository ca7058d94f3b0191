/** A search result's excerpt: body sentences holding the keyword, never the title or pagefind's ". " joins. */
import { describe, expect, it } from 'vitest';
import { bodyExcerpt, sentencesOf } from '#islands/search/excerpt.ts';

// Pagefind's text of pages as the built site gives it (`content`: blocks joined by ". " where they lack punctuation).
const entry =
  '玉米丝黑穗病. 又名：丝黑穗病、乌米、哑玉米. 玉米丝黑穗病是由丝轴黑粉菌引起的系统侵染性病害，在东北春玉米区发生较多。 发病特点. 丝黑穗病菌以冬孢子在土壤中越冬。';
const report =
  '农产品质量安全专题研究报告. 1. 风险提示. 当前正值非洲猪瘟防控的关键时期。 2. 趋势展望. 推动玉米生产向标准化、规模化方向发展。';

describe('search excerpts', () => {
  it('splits pagefind text into sentences at its block joins and at closing punctuation', () => {
    expect(sentencesOf('标题. 第一句。第二句！ 小标题. 末句')).toEqual([
      '标题',
      '第一句。',
      '第二句！',
      '小标题',
      '末句',
    ]);
  });

  it('starts at the first body sentence holding the keyword, after the title, without ASCII stops', () => {
    const text = bodyExcerpt(entry, '玉米丝黑穗病', '玉米');
    expect(text).toMatch(/^玉米丝黑穗病是由丝轴黑粉菌/);
    expect(text).not.toContain('. ');
    expect(text).toContain('丝黑穗病菌以冬孢子在土壤中越冬。');
    // The heading between the sentences is left out.
    expect(text).not.toContain('发病特点');
  });

  it('skips headings and numbers to reach the sentence with the keyword', () => {
    expect(bodyExcerpt(report, '农产品质量安全专题研究报告', '玉米')).toBe(
      '推动玉米生产向标准化、规模化方向发展。',
    );
  });

  it('drops a title that pagefind joined to the first sentence (a title ending in punctuation)', () => {
    const text = bodyExcerpt(
      '大蒜产业若干措施（示例） 近期，新疆大蒜夏收有序推进。',
      '大蒜产业若干措施（示例）',
      '大蒜',
    );
    expect(text).toBe('近期，新疆大蒜夏收有序推进。');
  });

  it('closes a line without punctuation with a Chinese full stop when only it holds the keyword', () => {
    const text = bodyExcerpt(entry, '玉米丝黑穗病', '乌米');
    expect(text).toMatch(/^又名：丝黑穗病、乌米、哑玉米。玉米丝黑穗病是由/);
  });

  it('opens with the body when no sentence holds the keyword (a pinyin search)', () => {
    expect(bodyExcerpt(entry, '玉米丝黑穗病', 'yumisiheisuibing')).toMatch(/^玉米丝黑穗病是由/);
  });

  it('folds the keyword the way search does (full-width letters) and keeps a late keyword in view', () => {
    const long = `标题. ${'农业生产平稳，'.repeat(20)}DAP价格上涨。`;
    const text = bodyExcerpt(long, '标题', 'ｄａｐ', 60);
    expect(text.startsWith('…')).toBe(true);
    expect(text).toContain('DAP价格上涨。');
    expect([...text].length).toBeLessThanOrEqual(61);
  });
});
