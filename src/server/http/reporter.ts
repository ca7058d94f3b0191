/**
 * Calls that write a market's prices (addMarketData, the price import): who may is `priceWriterOf`
 * (`#server/services/vegetable/reporters.ts`); this middleware answers 401 for visitors, 403 for the others.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import type { PriceWriter } from '#server/services/vegetable/addMarketData.ts';
import { priceWriterOf } from '#server/services/vegetable/reporters.ts';
import { currentUser } from './auth.ts';
import type { AppEnv } from './context.ts';
import { forbidden, unauthorized } from './respond.ts';

/** Editors and market reporters; the caller as a price writer is kept for the handler (`writerOf`), not read again. */
export const requireReporter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await currentUser(c);
  if (!user) return unauthorized(c);
  const { db, now } = c.get('deps');
  const writer = await priceWriterOf(db, user, now());
  if (!writer) return forbidden(c, VEG_MARKET_MSG.reporterOnly);
  c.set('writer', writer);
  await next();
};

/** The price writer requireReporter let through. */
export function writerOf(c: Context<AppEnv>): PriceWriter {
  const writer = c.get('writer');
  if (!writer) throw new Error('writerOf() used without requireReporter');
  return writer;
}
