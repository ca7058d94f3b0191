/** SMS verification codes: 60 s cooldown, daily limits per mobile and IP, 5-minute life, 5 tries, hashed. */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { TIMING } from '#lib/site.ts';
import type { Db } from '#server/db/client.ts';
import { smsCodes } from '#server/db/schema/index.ts';
import { Refusal } from '#server/core/refusal.ts';
import { hit, type Limit } from '#server/services/security/rateLimit.ts';
import { keyedHash } from '#server/services/security/secrets.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

export const SMS_RULES = {
  ttlS: 300,
  maxAttempts: 5,
  cooldownS: TIMING.smsCooldownS,
  perMobileDaily: { name: 'sms:mobile', max: 10, windowS: 86_400 },
  /** The default of SMS_PER_IP_DAILY. */
  perIpDaily: { name: 'sms:ip', max: 30, windowS: 86_400 },
} as const satisfies Record<string, number | Limit>;

interface Ctx {
  db: Db;
  secret: string;
  now: Date;
  /** SMS_PER_IP_DAILY; the rule's default without it. */
  perIpDaily?: number;
}

const hashCode = (secret: string, mobile: string, code: string) => keyedHash(secret, `${mobile}:${code}`);

/** Issue a code for a mobile, or refuse with the reason; returns the plain code for the provider. */
export async function issueSmsCode(ctx: Ctx, mobile: string, ip: string): Promise<string> {
  const { db, secret, now } = ctx;
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const waitS = last ? Math.ceil(SMS_RULES.cooldownS - (now.getTime() - last.createdAt.getTime()) / 1000) : 0;
  if (waitS > 0) throw new Refusal(ACCOUNT_MSG.smsCooldown(waitS));
  if (!(await hit(db, SMS_RULES.perMobileDaily, mobile, now)).allowed)
    throw new Refusal(ACCOUNT_MSG.smsDailyLimit);
  const perIp = { ...SMS_RULES.perIpDaily, max: ctx.perIpDaily ?? SMS_RULES.perIpDaily.max };
  if (!(await hit(db, perIp, ip, now)).allowed) throw new Refusal(ACCOUNT_MSG.smsDailyLimit);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one for this mobile.
  await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)));
  await db.insert(smsCodes).values({
    mobile,
    codeHash: hashCode(secret, mobile, code),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_RULES.ttlS * 1000),
  });
  return code;
}

/** Check and use up a code; refuses with the spec-style message when wrong, expired or tried too often. */
export async function consumeSmsCode(ctx: Ctx, mobile: string, code: string): Promise<void> {
  const { db, secret, now } = ctx;
  const [live] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) throw new Refusal(ACCOUNT_MSG.smsCodeWrong);
  if (live.attempts >= SMS_RULES.maxAttempts) throw new Refusal(ACCOUNT_MSG.smsCodeTooManyTries);
  if (live.codeHash !== hashCode(secret, mobile, code)) {
    await db
      .update(smsCodes)
      .set({ attempts: live.attempts + 1 })
      .where(eq(smsCodes.id, live.id));
    throw new Refusal(
      live.attempts + 1 >= SMS_RULES.maxAttempts ? ACCOUNT_MSG.smsCodeTooManyTries : ACCOUNT_MSG.smsCodeWrong,
    );
  }
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  // Two requests racing with the same code: only one wins.
  if (used.length === 0) throw new Refusal(ACCOUNT_MSG.smsCodeWrong);
}
