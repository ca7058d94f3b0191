/** 我的百科's editor: a refusal lands beside its field, and half-typed rows are not sent. */
import { describe, expect, it } from 'vitest';
import { emptyDraft, fieldOfRefusal, payloadOf } from '#islands/baike/my/draft.ts';

describe('fieldOfRefusal', () => {
  it('takes the field a refusal names, when the form has it', () => {
    expect(fieldOfRefusal('summary')).toBe('summary');
    expect(fieldOfRefusal('images')).toBe('images');
    expect(fieldOfRefusal('related')).toBeNull();
    expect(fieldOfRefusal(null)).toBeNull();
  });
});

describe('payloadOf', () => {
  it('leaves out empty info-box and reference rows, and sends entry_id only for a new edit', () => {
    const form = {
      ...emptyDraft(),
      entry_id: 5,
      title: ' 小麦 ',
      infobox: [
        ['学名', 'Triticum aestivum'],
        ['原产地', ''],
        ['', ''],
      ] as [string, string][],
      references: [{ title: '' }, { title: '中国作物志', year: 2001, url: ' ' }],
    };
    const p = payloadOf(form, true);
    expect(p).toMatchObject({ entry_id: 5, title: '小麦', submit: true });
    expect(p.infobox).toEqual([['学名', 'Triticum aestivum']]);
    expect(p.references).toEqual([{ title: '中国作物志', year: 2001 }]);
    expect(payloadOf({ ...form, id: 9 }, false)).not.toHaveProperty('entry_id');
  });
});

describe('images in the draft', () => {
  const src = `/uploads/baike/${'a'.repeat(64)}.png`;
  it('keeps an entry’s images when it is edited, and sends each with its trimmed alt text and size', () => {
    const form = {
      ...emptyDraft(),
      images: [
        { src, alt: ' 小麦田 ', caption: ' ', width: 300, height: 200 },
        { src: src.replace('.png', '.jpg'), alt: '', caption: ' 抽穗期 ' },
      ],
    };
    expect(payloadOf(form, false).images).toEqual([
      { src, alt: '小麦田', width: 300, height: 200 },
      // An image without alt text is sent too, so the save refuses it beside its 替代文字.
      { src: src.replace('.png', '.jpg'), alt: '', caption: '抽穗期' },
    ]);
  });
});
