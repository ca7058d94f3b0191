import { describe, expect, it } from 'vitest';
import { renewedUntil } from '#lib/commerce/orders.ts';
import {
  actionsFor,
  afterPaid,
  buyAgainHref,
  countdownText,
  idParam,
  timelineOf,
  typeParam,
} from '#islands/order/orderText.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T04:00:00Z');

describe('renewedUntil (the renewal wording of the VIP pages)', () => {
  it('counts from now when there is no expiry or it has passed', () => {
    expect(renewedUntil(null, NOW, 366)).toBe(NOW + 366 * DAY);
    expect(renewedUntil(undefined, NOW, 31)).toBe(NOW + 31 * DAY);
    expect(renewedUntil('2025-12-31T00:00:00Z', NOW, 31)).toBe(NOW + 31 * DAY);
    expect(renewedUntil('not a date', NOW, 31)).toBe(NOW + 31 * DAY);
  });
  it('counts from the current expiry while it is still ahead (ISO or unix seconds)', () => {
    const later = Date.parse('2026-05-10T00:00:00Z');
    expect(renewedUntil('2026-05-10T00:00:00Z', NOW, 92)).toBe(later + 92 * DAY);
    expect(renewedUntil(later / 1000, NOW, 92)).toBe(later + 92 * DAY);
  });
});

describe('address parameters', () => {
  it('reads a positive id and refuses anything else', () => {
    expect(idParam('?id=12')).toBe(12);
    expect(idParam('?id=12&from=alipay')).toBe(12);
    expect(idParam('?ids=3', 'ids')).toBe(3);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=1e3']) {
      expect(idParam(bad)).toBeNull();
    }
  });
  it('reads only the known item types', () => {
    expect(typeParam('?id=1&type=report')).toBe('report');
    expect(typeParam('?type=product')).toBe('product');
    expect(typeParam('?type=vip')).toBe('vip');
    expect(typeParam('?type=book')).toBeNull();
    expect(typeParam('?id=1')).toBeNull();
  });
});

describe('countdownText', () => {
  it('shows minutes and seconds, hours only past an hour, and never goes below zero', () => {
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(65_999)).toBe('01:05');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-5_000)).toBe('00:00');
  });
});

describe('what a member can do with an order', () => {
  it('pays or cancels while unpaid, asks for an invoice once paid, nothing after that', () => {
    expect(actionsFor({ status: 'unpaid', invoice_id: null })).toEqual(['pay', 'cancel']);
    expect(actionsFor({ status: 'paid', invoice_id: null })).toEqual(['invoice']);
    expect(actionsFor({ status: 'paid', invoice_id: 4 })).toEqual([]);
    for (const status of ['cancelled', 'closed', 'refunded'] as const) {
      expect(actionsFor({ status, invoice_id: null })).toEqual([]);
    }
  });
  it('leads a paid report to the PDF viewer and a membership to its page', () => {
    expect(afterPaid({ item_type: 'report', item_id: 7, target: '/article/detail/7' })).toEqual({
      label: '阅读报告',
      href: '/article/viewPdf?id=7',
    });
    expect(afterPaid({ item_type: 'vip', item_id: 3, target: '/user/vip' })).toEqual({
      label: '查看VIP权益',
      href: '/user/vip',
    });
    expect(afterPaid({ item_type: 'product', item_id: 2, target: '/product/detail/2' }).label).toBe(
      '查看数据产品',
    );
  });
  it('buys a report again through the order form and a plan through its page', () => {
    expect(buyAgainHref({ item_type: 'report', item_id: 7, target: '/article/detail/7' })).toBe(
      '/user/order/submit_form?id=7&type=report',
    );
    expect(buyAgainHref({ item_type: 'vegetable', item_id: 5, target: '/application/vegetable/vip' })).toBe(
      '/application/vegetable/vip',
    );
  });
});

describe('timelineOf', () => {
  const base = {
    created_at: '2026-03-01T04:00:00Z',
    expires_at: '2026-03-01T04:30:00Z',
    paid_at: null,
    ended_at: null,
  };
  it('shows payment under way for an unpaid order, with its deadline in China time', () => {
    const steps = timelineOf({ ...base, status: 'unpaid' });
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['placed', 'done'],
      ['pay', 'current'],
      ['paid', 'todo'],
    ]);
    expect(steps[0]!.time).toBe('2026-03-01 12:00');
    expect(steps[1]!.time).toBe('2026-03-01 12:30 前有效');
  });
  it('ends with 支付成功, 取消, 关闭 or 退款 as the order did', () => {
    const paid = { ...base, paid_at: '2026-03-01T04:05:00Z' };
    expect(timelineOf({ ...paid, status: 'paid' }).map((s) => s.label)).toEqual(['提交订单', '支付成功']);
    expect(
      timelineOf({ ...paid, status: 'refunded', ended_at: '2026-03-02T00:00:00Z' }).map((s) => s.key),
    ).toEqual(['placed', 'paid', 'refunded']);
    const cancelled = timelineOf({ ...base, status: 'cancelled', ended_at: '2026-03-01T04:10:00Z' });
    expect(cancelled[1]).toEqual({
      key: 'cancelled',
      label: '订单已取消',
      time: '2026-03-01 12:10',
      state: 'ended',
    });
    expect(timelineOf({ ...base, status: 'closed', ended_at: base.expires_at })[1]!.label).toBe('超时关闭');
  });
});
