/** 农业百科's table of contents: an anchor per h2, in order, and the headings' text. */
import { describe, expect, it } from 'vitest';
import { withToc } from '#lib/baike/toc.ts';

describe('withToc', () => {
  it('anchors every h2 and lists its text', () => {
    const { html, toc } = withToc(
      '<h2>形态特征</h2><p>a</p><h2 class="x" id="old">类型 &amp; 分布</h2><p>b</p>',
    );
    expect(toc).toEqual([
      { id: 'section-1', text: '形态特征' },
      { id: 'section-2', text: '类型 & 分布' },
    ]);
    expect(html).toBe(
      '<h2 id="section-1">形态特征</h2><p>a</p><h2 id="section-2" class="x">类型 &amp; 分布</h2><p>b</p>',
    );
  });

  it('leaves a body without headings as it is', () => {
    expect(withToc('<p>只有正文</p>')).toEqual({ html: '<p>只有正文</p>', toc: [] });
  });
});
