/** Hourly housekeeping: one-time codes, finished sign-in attempts and old rate-limit windows are not kept forever. */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { captchas, oauthStates, paymentEvents, smsCodes } from '#server/db/schema/index.ts';
import { sweep as sweepRateLimits } from './rateLimit.ts';

const DAY_MS = 86_400_000;

/** Delete what expired more than a day ago; SMS codes stay 7 days (they count toward the daily limits' audit). */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(captchas).where(lt(captchas.expiresAt, dayAgo));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, dayAgo));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(now.getTime() - 7 * DAY_MS)));
  await sweepRateLimits(db, now);
  // Refused notifications (forged, wrong merchant) are anyone's to send: keep 90 days for the audit, not forever.
  await db
    .delete(paymentEvents)
    .where(
      and(
        eq(paymentEvents.outcome, 'refused'),
        lt(paymentEvents.createdAt, new Date(now.getTime() - 90 * DAY_MS)),
      ),
    );
}
