/**
 * Applying a confirmed payment, from a verified notification or a channel order query: once per order, in one
 * transaction (order paid, membership extended, purchase points, medals), logged in payment_events either way.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, paymentEvents, users } from '#server/db/schema/index.ts';
import { ORDER_STATUS, renewedUntil, type PayChannel } from '#lib/commerce/orders.ts';
import { LINE_CONTROL_CHARS } from '#lib/shared/validators.ts';
import { grantRule } from '#server/services/points/score.ts';
import { refreshMedals } from '#server/services/points/medals.ts';
import { moveOrder, type OrderRow } from './stateMachine.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('pay');

/** A new membership expiry: `days` added to the later of now and the current expiry (the pages' same rule). */
export const extendExpiry = (current: Date | null, now: Date, days: number): Date =>
  new Date(renewedUntil(current?.toISOString() ?? null, now.getTime(), days));

export interface ConfirmedPayment {
  channel: PayChannel;
  /** 'notify' | 'query' */
  source: string;
  orderNo: string;
  transactionId: string;
  /** Fen, as the channel reports it paid. */
  amountCents: number;
  paidAt: Date;
  ip?: string;
}

export type PaymentOutcome =
  | { outcome: 'applied'; order: OrderRow }
  | { outcome: 'duplicate'; order: OrderRow }
  | { outcome: 'refused'; reason: string };

async function logEvent(db: Db, p: ConfirmedPayment, outcome: string, reason: string, now: Date) {
  await db.insert(paymentEvents).values({
    channel: p.channel,
    source: p.source,
    orderNo: p.orderNo.slice(0, 32),
    transactionId: p.transactionId.slice(0, 64),
    outcome,
    reason: reason.slice(0, 200),
    ip: p.ip ?? '',
    createdAt: now,
    lastAt: now,
  });
}

/** Membership plans move the member's expiry; the order keeps the expiry it set. */
async function grantPlan(tx: Db, order: OrderRow, now: Date): Promise<Date | null> {
  if (order.itemType !== 'vip' && order.itemType !== 'vegetable') return null;
  const column = order.itemType === 'vip' ? users.vipExpire : users.vegetableExpire;
  const [user] = await tx
    .select({ expire: column })
    .from(users)
    .where(eq(users.uid, order.uid))
    .for('update');
  const until = extendExpiry(user?.expire ?? null, now, order.days);
  const set = order.itemType === 'vip' ? { vipExpire: until } : { vegetableExpire: until };
  await tx.update(users).set(set).where(eq(users.uid, order.uid));
  return until;
}

async function apply(tx: Db, p: ConfirmedPayment, now: Date): Promise<PaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, p.orderNo)).for('update');
  if (!order) return { outcome: 'refused', reason: 'unknown order' };
  if (order.amountCents !== p.amountCents)
    return { outcome: 'refused', reason: `amount ${p.amountCents} != order ${order.amountCents}` };
  if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded)
    return { outcome: 'duplicate', order };
  // The row is locked and unpaid, cancelled or closed: the move to paid cannot be refused here.
  const grantedUntil = await grantPlan(tx, order, now);
  const moved = await moveOrder(tx, order.id, ORDER_STATUS.paid, now, {
    channel: p.channel,
    transactionId: p.transactionId,
    paidAt: p.paidAt,
    grantedUntil,
    endedAt: null,
  });
  if (!moved) throw new Error(`applyPayment: ${order.orderNo} could not move from ${order.status} to paid`);
  await grantRule(tx, order.uid, 'purchase', order.orderNo, now, order.amountCents);
  return { outcome: 'applied', order: moved };
}

/** Apply a payment the channel confirmed. Replays and second notifications change nothing. */
export async function applyPayment(db: Db, p: ConfirmedPayment, now: Date): Promise<PaymentOutcome> {
  const result = await db.transaction((tx) => apply(tx as unknown as Db, p, now));
  const reason =
    result.outcome === 'refused'
      ? result.reason
      : result.outcome === 'duplicate' && result.order.transactionId !== p.transactionId
        ? `second payment ${p.transactionId} for an order paid by ${result.order.transactionId}`
        : '';
  if (result.outcome === 'refused')
    log.warn({ channel: p.channel, source: p.source, orderNo: p.orderNo, reason }, 'payment refused');
  await logEvent(db, p, result.outcome, reason, now);
  // Outside the payment's transaction: medals are derived and only rise, so a failure here must not undo it.
  if (result.outcome === 'applied')
    await refreshMedals(db, result.order.uid, now, ['score', 'purchases']).catch((err: unknown) =>
      log.error({ err, orderNo: p.orderNo }, 'medals not refreshed after a payment'),
    );
  return result;
}

/** Refusals from one address for one reason within this time are counted on one row. */
const REFUSALS_SHARE_ROW_MS = 3_600_000;

/**
 * A notification or answer that failed verification (forged, wrong merchant): logged, nothing changed. A repeat
 * from the same address for the same reason within the hour counts on the first row, so a flood adds no rows.
 */
export async function logRefused(
  db: Db,
  channel: PayChannel,
  source: string,
  reason: string,
  now: Date,
  ip = '',
  orderNo = '',
): Promise<void> {
  // What a forger sent is logged as text: control characters (a NUL the database refuses) dropped.
  const clean = (text: string) => text.replace(new RegExp(LINE_CONTROL_CHARS.source, 'g'), '');
  const why = clean(reason).slice(0, 200);
  const latest = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.ip, ip),
        gt(paymentEvents.createdAt, new Date(now.getTime() - REFUSALS_SHARE_ROW_MS)),
        eq(paymentEvents.outcome, 'refused'),
        eq(paymentEvents.channel, channel),
        eq(paymentEvents.source, source),
        eq(paymentEvents.reason, why),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const counted = await db
    .update(paymentEvents)
    .set({ count: sql`${paymentEvents.count} + 1`, lastAt: now })
    .where(inArray(paymentEvents.id, latest))
    .returning({ id: paymentEvents.id });
  if (counted.length) return;
  log.warn({ channel, source, ip: ip || 'unknown', reason: why }, 'payment notification refused');
  await db.insert(paymentEvents).values({
    channel,
    source,
    orderNo: clean(orderNo).slice(0, 32) || null,
    outcome: 'refused',
    reason: why,
    ip,
    createdAt: now,
    lastAt: now,
  });
}
