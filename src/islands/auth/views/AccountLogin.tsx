/** 账号登录: mobile or account name and password (spec §5: 密码不能为空); the image captcha once the server asks. */
import { useState } from 'react';
import { asksForCaptcha } from '#lib/accounts/loginChallenge.ts';
import { switchLoginView } from '#lib/stores/loginIntent.ts';
import { ACCOUNT_CAPTCHA_RULES, ACCOUNT_RULES } from '../auth.ts';
import CaptchaImage from '#islands/ui/CaptchaImage.tsx';
import { signInWith } from '../complete.ts';
import Field from '../Field.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import { RememberMe, SubmitButton } from './Submit.tsx';

export default function AccountLogin() {
  const [captcha, setCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useAuthForm(captcha ? ACCOUNT_CAPTCHA_RULES : ACCOUNT_RULES);
  const { busy, onSubmit } = useAuthSubmit(form, ({ username, password, imgCode, remember }) =>
    signInWith(
      '/api/user/login',
      { username, password, remember, ...(captcha ? { imgCode } : {}) },
      remember,
      (data) => {
        // A captcha works once: after any refused try that sent or needs one, show a new one; keep the rest typed.
        if (!captcha && !asksForCaptcha(data)) return;
        setCaptcha(true);
        setCaptchaKey((k) => k + 1);
        form.set('imgCode', '');
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="账号登录">
      <Field
        id="login-username"
        label="手机号或账号"
        autoComplete="username"
        maxLength={30}
        placeholder="请输入手机号或账号"
        value={form.values.username}
        error={form.errors.username}
        onChange={(v) => form.set('username', v)}
        onBlur={() => form.blur('username')}
      />
      <Field
        id="login-password"
        label="密码"
        type="password"
        autoComplete="current-password"
        maxLength={20}
        placeholder="请输入密码"
        value={form.values.password}
        error={form.errors.password}
        onChange={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
      />
      {captcha && (
        <Field
          id="login-img"
          label="图形验证码"
          maxLength={6}
          autoComplete="off"
          placeholder="请输入图形验证码"
          value={form.values.imgCode}
          error={form.errors.imgCode}
          onChange={(v) => form.set('imgCode', v)}
          onBlur={() => form.blur('imgCode')}
          trailing={<CaptchaImage reloadKey={captchaKey} />}
        />
      )}
      <RememberMe checked={form.values.remember} onChange={(v) => form.set('remember', v)}>
        <button type="button" className="hover:text-brand-700" onClick={() => switchLoginView('forgot')}>
          忘记密码？
        </button>
      </RememberMe>
      <SubmitButton label="登录" busy={busy} />
    </form>
  );
}
