/**
 * Calls that write a market's prices (addMarketData, the price import): editors for any market, market reporters
 * (vegetable_reporters) for their own. 401 for visitors, 403 for other members.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import type { PriceWriter } from '#server/services/vegetable/addMarketData.ts';
import { reporterMarket } from '#server/services/vegetable/reporters.ts';
import { currentUser } from './auth.ts';
import type { AppEnv } from './context.ts';
import { ROLE } from './editor.ts';
import { forbidden, unauthorized } from './respond.ts';

/** The caller as a price writer, or null for a visitor or a member who is neither editor nor reporter. */
async function priceWriter(c: Context<AppEnv>): Promise<PriceWriter | null> {
  const user = await currentUser(c);
  if (!user) return null;
  const now = c.get('deps').now();
  // An editor writes any market: only a member is looked up as a reporter.
  if (user.role === ROLE.editor) return { uid: user.uid, now, editor: true, marketId: null };
  const reporter = await reporterMarket(c.get('deps').db, user.uid);
  return reporter ? { uid: user.uid, now, editor: false, marketId: reporter.market_id } : null;
}

/** Editors and market reporters; the caller as a price writer is kept for the handler (`writerOf`), not read again. */
export const requireReporter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await currentUser(c))) return unauthorized(c);
  const writer = await priceWriter(c);
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
