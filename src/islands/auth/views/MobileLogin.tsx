/**
 * 手机快捷登录: mobile, captcha, SMS code (spec §5: 手机验证码不能为空); a new mobile is registered on the spot, so
 * the consent box is asked (issue 30).
 */
import { MOBILE_RULES } from '../auth.ts';
import { signInWith } from '../complete.ts';
import ConsentBox from '../ConsentBox.tsx';
import SmsFields from '../SmsFields.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import { RememberMe, SubmitButton } from './Submit.tsx';

export default function MobileLogin() {
  const form = useAuthForm(MOBILE_RULES);
  const { busy, onSubmit } = useAuthSubmit(form, ({ username, code, remember, agree }) =>
    signInWith('/api/user/mobileAuth', { username, code, action: 'mobile_login', remember, agree }, remember),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="手机快捷登录">
      <SmsFields form={form} idPrefix="quick" />
      <RememberMe checked={form.values.remember} onChange={(v) => form.set('remember', v)}>
        <span>未注册的手机号将自动注册</span>
      </RememberMe>
      <ConsentBox form={form} id="quick-agree" />
      <SubmitButton label="登录" busy={busy} />
    </form>
  );
}
