import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '#lib/commerce/orders.ts';
import { canMove, sourcesOf, TRANSITIONS } from '#server/services/order/stateMachine.ts';
import { extendExpiry } from '#server/services/order/fulfil.ts';
import { newOrderNo } from '#server/services/order/orders.ts';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['unpaid', 'paid'],
  ['unpaid', 'cancelled'],
  ['unpaid', 'closed'],
  ['paid', 'refunded'],
  ['cancelled', 'paid'],
  ['closed', 'paid'],
];

describe('order state machine', () => {
  it('allows exactly the listed moves and refuses every other pair', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const expected = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(expected);
      }
  });

  it('a refunded order is final and nothing goes back to unpaid', () => {
    expect(TRANSITIONS.refunded).toEqual([]);
    expect(sourcesOf('unpaid')).toEqual([]);
  });

  it('lists the states each target may be reached from', () => {
    expect(sourcesOf('paid').sort()).toEqual(['cancelled', 'closed', 'unpaid']);
    expect(sourcesOf('cancelled')).toEqual(['unpaid']);
    expect(sourcesOf('refunded')).toEqual(['paid']);
  });
});

describe('membership extension', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const day = 86_400_000;

  it('starts from now when there is no expiry', () => {
    expect(extendExpiry(null, now, 366).getTime()).toBe(now.getTime() + 366 * day);
  });

  it('starts from now when the membership already ended', () => {
    const past = new Date(now.getTime() - 10 * day);
    expect(extendExpiry(past, now, 31).getTime()).toBe(now.getTime() + 31 * day);
  });

  it('adds to the current expiry while the membership is active', () => {
    const future = new Date(now.getTime() + 40 * day);
    expect(extendExpiry(future, now, 92).getTime()).toBe(future.getTime() + 92 * day);
  });
});

describe('order numbers', () => {
  it('are the China-time stamp and 12 random digits, within both channels’ 32 characters', () => {
    const no = newOrderNo(new Date('2026-11-21T16:30:05Z'));
    expect(no).toMatch(/^20261122003005\d{12}$/);
  });

  it('do not repeat among many drawn in the same second', () => {
    const now = new Date();
    const drawn = new Set(Array.from({ length: 10_000 }, () => newOrderNo(now)));
    expect(drawn.size).toBe(10_000);
  });
});
