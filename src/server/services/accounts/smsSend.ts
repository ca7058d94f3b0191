/**
 * 获取短信验证码 carried out: the image captcha used up, a code issued under the SMS limits and sent. One path for the
 * login modal (any mobile) and for a member re-verifying with their own (注销账号).
 */
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import type { Deps } from '#server/core/deps.ts';
import { Refusal } from '#server/core/refusal.ts';
import { consumeCaptcha } from './captcha.ts';
import { issueSmsCode } from './smsCode.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('sms');

export async function sendSmsCode(
  deps: Deps,
  p: { mobile: string; imgCode: string; captchaId: string | undefined; ip: string },
): Promise<void> {
  const now = deps.now();
  if (!(await consumeCaptcha(deps.db, deps.secret, p.captchaId, p.imgCode, now)))
    throw new Refusal(ACCOUNT_MSG.captchaWrong);
  const ctx = { db: deps.db, secret: deps.secret, now, perIpDaily: deps.env.SMS_PER_IP_DAILY };
  const code = await issueSmsCode(ctx, p.mobile, p.ip);
  try {
    await deps.sms.send(p.mobile, code);
  } catch (err) {
    log.error({ err }, 'SMS not sent');
    throw new Refusal(ACCOUNT_MSG.smsSendFailed);
  }
}
