/** The captcha answer of the caller's own captcha cookie, so browser tests can pass the speed bump. */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#server/http/context.ts';
import { ok } from '#server/http/respond.ts';
import { CAPTCHA_COOKIE, revealCaptcha } from '#server/services/accounts/captcha.ts';

export const simCaptcha = new Hono<AppEnv>().get('/captcha', (c) =>
  ok(c, { answer: revealCaptcha(getCookie(c, CAPTCHA_COOKIE)) }),
);
