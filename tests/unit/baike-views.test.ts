/** The entry page's comment and hub markup (#lib/baike/commentView.ts, hubView.ts, tileGrid.ts). */
import { describe, expect, it } from 'vitest';
import { canDelete, commentItem } from '#lib/baike/commentView.ts';
import { changeMarker, hubBlocks, productionBlock } from '#lib/baike/hubView.ts';
import { PROVINCE_TILES, shadeOf, TILE_COLS, TILE_ROWS } from '#lib/baike/tileGrid.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import type { BaikeComment, BaikeHub } from '#lib/baike/types.ts';

const T = { deleted: BAIKE_MSG.commentDeleted };
const comment = (over: Partial<BaikeComment> = {}): BaikeComment => ({
  id: 7,
  uid: 3,
  nickname: '会员',
  avatar: '',
  content: '内容',
  created_at: '2026-11-24T06:00:00.000Z',
  deleted: false,
  parent_id: null,
  replies: [],
  ...over,
});

describe('commentItem', () => {
  it('escapes a comment’s text and name, so stored text never becomes markup', () => {
    const html = commentItem(
      comment({ content: '<img src=x onerror=alert(1)>', nickname: '<b>x</b>' }),
      null,
      T,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('offers 删除 to the author and to an editor only, 回复 on threads only', () => {
    const c = comment();
    expect(canDelete(c, null)).toBe(false);
    expect(canDelete(c, { uid: 4, editor: false })).toBe(false);
    expect(canDelete(c, { uid: 3, editor: false })).toBe(true);
    expect(canDelete(c, { uid: 4, editor: true })).toBe(true);
    expect(commentItem(c, { uid: 4, editor: false }, T)).not.toContain('data-action="delete"');
    expect(commentItem(c, { uid: 3, editor: false }, T)).toContain('data-action="delete"');
    expect(commentItem(comment({ parent_id: 1 }), null, T)).not.toContain('data-action="reply"');
  });

  it('shows a deleted thread as the marker with its replies, and no actions on it', () => {
    const html = commentItem(
      comment({
        deleted: true,
        content: '',
        nickname: '',
        uid: 0,
        replies: [comment({ id: 8, parent_id: 7 })],
      }),
      { uid: 0, editor: true },
      T,
    );
    expect(html).toContain(BAIKE_MSG.commentDeleted);
    expect(html).toContain('data-comment="8"');
    expect(html).not.toContain('data-id="7"');
  });
});

describe('the hub panel', () => {
  const empty: BaikeHub = {
    id: 1,
    vegetable: null,
    food: null,
    standards: [],
    trade: null,
    production: null,
  };

  it('has no blocks for an empty hub (the panel is hidden)', () => {
    expect(hubBlocks(empty, '')).toBe('');
  });

  it('marks a rise red and a fall green, as Change.tsx does', () => {
    expect(changeMarker(1.2)).toContain('text-rise');
    expect(changeMarker(-0.5)).toContain('text-fall');
    expect(changeMarker(null)).toContain('—');
  });

  it('shades provinces by value, lists the top five, and badges demo figures', () => {
    const regions = ['410000', '370000', '340000', '130000', '320000', '510000'].map((adcode, i) => ({
      adcode,
      name: `省${i}`,
      value: 600 - i * 100,
    }));
    const html = productionBlock(
      {
        indicator_id: 1,
        name: '小麦产量',
        unit: '万吨',
        year: '2024',
        regions,
        demo: true,
        href: '/data/retrieval',
      },
      '<span data-demo></span>',
    );
    expect(html).toContain('data-demo');
    expect(html.match(/<li/g)).toHaveLength(5);
    expect(html).toContain('#14532f');
  });

  it('places every province on its own tile inside the grid', () => {
    const places = new Set(PROVINCE_TILES.map((t) => `${t.col},${t.row}`));
    expect(places.size).toBe(PROVINCE_TILES.length);
    expect(PROVINCE_TILES).toHaveLength(34);
    for (const t of PROVINCE_TILES) {
      expect(t.col).toBeLessThan(TILE_COLS);
      expect(t.row).toBeLessThan(TILE_ROWS);
    }
    expect(shadeOf(100, 100)).toBe(4);
    expect(shadeOf(1, 100)).toBe(0);
    expect(shadeOf(null, 100)).toBeNull();
  });
});
