import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, oauthStates, paymentEvents, rateLimits, smsCodes } from '#server/db/schema/index.ts';
import { sweepExpired } from '#server/services/security/maintenance.ts';
import { testApp, type TestApp } from './support.ts';

describe('hourly sweep', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  beforeAll(async () => {
    t = await testApp({ now: () => now });
  });
  afterAll(() => t.close());

  it('deletes what expired long ago and keeps what is recent', async () => {
    await t.db.insert(captchas).values([
      { id: 'old-captcha', answerHash: 'x', expiresAt: ago(30) },
      { id: 'new-captcha', answerHash: 'x', expiresAt: ago(1) },
    ]);
    await t.db.insert(oauthStates).values([
      { state: 'old-state-0123456789', type: 'wx', action: 'login', expiresAt: ago(30) },
      { state: 'new-state-0123456789', type: 'wx', action: 'login', expiresAt: ago(1) },
    ]);
    await t.db.insert(smsCodes).values([
      { mobile: '13900000001', codeHash: 'x', expiresAt: ago(24 * 8) },
      { mobile: '13900000002', codeHash: 'x', expiresAt: ago(30) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'old', windowStart: ago(30), count: 1 },
      { key: 'new', windowStart: ago(1), count: 1 },
    ]);
    const event = { channel: 'wechat', source: 'notify' };
    await t.db.insert(paymentEvents).values([
      { ...event, outcome: 'refused', reason: 'old forged', createdAt: ago(24 * 91) },
      { ...event, outcome: 'refused', reason: 'recent forged', createdAt: ago(24 * 10) },
      { ...event, outcome: 'applied', reason: 'old payment', createdAt: ago(24 * 400) },
    ]);
    await sweepExpired(t.db, now);
    expect((await t.db.select().from(captchas)).map((r) => r.id)).toEqual(['new-captcha']);
    expect((await t.db.select().from(oauthStates)).map((r) => r.state)).toEqual(['new-state-0123456789']);
    expect((await t.db.select().from(smsCodes)).map((r) => r.mobile)).toEqual(['13900000002']);
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['new']);
    // Refused notifications go after 90 days; what was paid stays.
    const kept = await t.db.select().from(paymentEvents);
    expect(kept.map((e) => e.reason).sort()).toEqual(['old payment', 'recent forged']);
  });
});
