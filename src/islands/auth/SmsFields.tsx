/** Mobile, image captcha and SMS code with the 获取短信验证码 button and its countdown. */
import { useState } from 'react';
import { api } from '#lib/client.ts';
import { validateField } from '#lib/form.ts';
import CaptchaImage from '#islands/ui/CaptchaImage.tsx';
import SmsSendButton, { type SmsAnswer } from '#islands/ui/SmsSendButton.tsx';
import { SMS_SEND_RULES, type AuthValues } from './auth.ts';
import Field from './Field.tsx';
import type { AuthForm } from './useAuthForm.ts';

export default function SmsFields({ form, idPrefix }: { form: AuthForm; idPrefix: string }) {
  const [captchaKey, setCaptchaKey] = useState(0);
  const { values, errors } = form;

  async function send(): Promise<SmsAnswer> {
    const checks: (keyof AuthValues & string)[] = ['username', 'imgCode'];
    const problems = checks
      .map((f) => [f, validateField(SMS_SEND_RULES, values, f)] as const)
      .filter(([, m]) => m);
    form.setErrors(Object.fromEntries(problems));
    if (problems.length) return null;
    const res = await api.post(
      '/api/user/getSmsVerificationCode',
      { mobile: values.username, imgCode: values.imgCode },
      { silent: true },
    );
    // A captcha works once: show a new one whatever the answer.
    setCaptchaKey((k) => k + 1);
    form.set('imgCode', '');
    return res;
  }

  return (
    <>
      <Field
        id={`${idPrefix}-mobile`}
        label="手机号"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入手机号"
        value={values.username}
        error={errors.username}
        onChange={(v) => form.set('username', v)}
        onBlur={() => form.blur('username')}
      />
      <Field
        id={`${idPrefix}-img`}
        label="图形验证码"
        maxLength={6}
        autoComplete="off"
        placeholder="请输入图形验证码"
        value={values.imgCode}
        error={errors.imgCode}
        onChange={(v) => form.set('imgCode', v)}
        onBlur={() => undefined}
        trailing={<CaptchaImage reloadKey={captchaKey} />}
      />
      <Field
        id={`${idPrefix}-code`}
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入短信验证码"
        value={values.code}
        error={errors.code}
        onChange={(v) => form.set('code', v)}
        onBlur={() => form.blur('code')}
        trailing={<SmsSendButton send={send} />}
      />
    </>
  );
}
