/** One-time image captchas (a speed bump; rate limits do the real work). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '#server/db/client.ts';
import { captchas } from '#server/db/schema/index.ts';
import { keyedHash, randomId } from '#server/services/security/secrets.ts';

export const CAPTCHA_TTL_S = 300;
export const CAPTCHA_COOKIE = 'captcha_id';

const normalise = (answer: string) => answer.trim().toLowerCase();

/** Plain answers kept for the simulator on development and test machines only (never in production). */
const revealed = new Map<string, string>();
export const revealCaptcha = (id: string | undefined): string | null =>
  id ? (revealed.get(id) ?? null) : null;

export async function createCaptcha(
  db: Db,
  secret: string,
  now: Date,
  opts: { reveal: boolean },
): Promise<{ id: string; svg: string }> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1ilI',
    color: true,
    background: '#f5f7f6',
    width: 110,
    height: 40,
    fontSize: 44,
  });
  const id = randomId(32);
  await db.insert(captchas).values({
    id,
    answerHash: keyedHash(secret, normalise(text)),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_S * 1000),
  });
  if (opts.reveal) {
    revealed.set(id, text);
    if (revealed.size > 500) revealed.delete(revealed.keys().next().value as string);
  }
  return { id, svg: data };
}

/** True once for the right answer within its lifetime; any check uses the captcha up. */
export async function consumeCaptcha(
  db: Db,
  secret: string,
  id: string | undefined,
  answer: string,
  now: Date,
) {
  if (!id) return false;
  const used = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return used[0]?.answerHash === keyedHash(secret, normalise(answer));
}
