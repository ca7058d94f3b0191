/** Pure rules of the order pages: the address parameters, what a member may do with an order, its timeline. */
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  ITEM_TYPES,
  readReportHref,
  submitHref,
  type ItemType,
  type OrderView,
} from '#lib/commerce/orders.ts';

/** A positive whole number from the address (?id=12), else null. */
export function idParam(search: string, name = 'id'): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The item type from the address (?type=report), else null. */
export function typeParam(search: string): ItemType | null {
  const raw = new URLSearchParams(search).get('type');
  return ITEM_TYPES.find((t) => t === raw) ?? null;
}

/** Time left as 29:05, or 1:02:05 past an hour; 00:00 once gone. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

export type OrderAction = 'pay' | 'cancel' | 'invoice';

/** Unpaid: pay or cancel. Paid and not yet invoiced: ask for an invoice. Anything else: nothing to do. */
export function actionsFor(order: Pick<OrderView, 'status' | 'invoice_id'>): OrderAction[] {
  if (order.status === 'unpaid') return ['pay', 'cancel'];
  if (order.status === 'paid' && order.invoice_id === null) return ['invoice'];
  return [];
}

/** What a paid order leads to: the label of the button and where it goes (a report opens in the PDF viewer). */
export function afterPaid(order: Pick<OrderView, 'item_type' | 'item_id' | 'target'>): {
  label: string;
  href: string;
} {
  if (order.item_type === 'report') {
    return { label: '阅读报告', href: readReportHref(order.item_id) };
  }
  if (order.item_type === 'product') return { label: '查看数据产品', href: order.target };
  if (order.item_type === 'vegetable') return { label: '查看蔬菜VIP权益', href: order.target };
  return { label: '查看VIP权益', href: order.target };
}

/** Where to buy the same item again once an order was cancelled or closed. */
export function buyAgainHref(order: Pick<OrderView, 'item_type' | 'item_id' | 'target'>): string {
  if (order.item_type === 'vip' || order.item_type === 'vegetable') return order.target;
  return submitHref(order.item_id, order.item_type);
}

export interface TimelineStep {
  key: string;
  label: string;
  /** 2026-11-21 16:05, or a hint for a step still ahead. */
  time: string;
  state: 'done' | 'current' | 'todo' | 'ended';
}

/** 下单 → 支付 (or 取消 / 关闭 / 退款); an unpaid order shows payment under way and success still ahead. */
export function timelineOf(
  order: Pick<OrderView, 'status' | 'created_at' | 'paid_at' | 'ended_at' | 'expires_at'>,
): TimelineStep[] {
  const at = (v: string | null) => (v ? chinaDateTime(v) : '');
  const steps: TimelineStep[] = [
    { key: 'placed', label: '提交订单', time: at(order.created_at), state: 'done' },
  ];
  if (order.status === 'unpaid') {
    steps.push({ key: 'pay', label: '等待支付', time: `${at(order.expires_at)} 前有效`, state: 'current' });
    steps.push({ key: 'paid', label: '支付成功', time: '', state: 'todo' });
  } else if (order.status === 'cancelled') {
    steps.push({ key: 'cancelled', label: '订单已取消', time: at(order.ended_at), state: 'ended' });
  } else if (order.status === 'closed') {
    steps.push({ key: 'closed', label: '超时关闭', time: at(order.ended_at), state: 'ended' });
  } else {
    steps.push({ key: 'paid', label: '支付成功', time: at(order.paid_at), state: 'done' });
    if (order.status === 'refunded') {
      steps.push({ key: 'refunded', label: '已退款', time: at(order.ended_at), state: 'ended' });
    }
  }
  return steps;
}
