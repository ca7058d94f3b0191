/** 手机快捷登录: mobile, captcha, SMS code (spec §5: 手机验证码不能为空); a new mobile is registered on the spot. */
import { useState } from 'react';
import { api } from '../../../lib/client.ts';
import { MOBILE_RULES } from '../auth.ts';
import { completeSignIn } from '../complete.ts';
import SmsFields from '../SmsFields.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { RememberMe, SubmitButton } from './Submit.tsx';

export default function MobileLogin() {
  const form = useAuthForm(MOBILE_RULES);
  const [busy, setBusy] = useState(false);
  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!form.validate().valid) return;
    setBusy(true);
    const { username, code, remember } = form.values;
    const res = await api.post<{ token: string }>('/api/user/mobileAuth', {
      username,
      code,
      action: 'mobile_login',
      remember,
    });
    if (!res.success) return setBusy(false);
    await completeSignIn(res.data.token, remember, res.msg);
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="手机快捷登录">
      <SmsFields form={form} idPrefix="quick" />
      <RememberMe checked={form.values.remember} onChange={(v) => form.set('remember', v)}>
        <span>未注册的手机号将自动注册</span>
      </RememberMe>
      <SubmitButton label="登录" busy={busy} />
    </form>
  );
}
