/** 注册: mobile, captcha, SMS code, password, and the consent box (issue 30). */
import { switchLoginView } from '#lib/stores/loginIntent.ts';
import { REGISTER_RULES } from '../auth.ts';
import { signInWith } from '../complete.ts';
import ConsentBox from '../ConsentBox.tsx';
import SmsFields from '../SmsFields.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import PasswordField from './PasswordField.tsx';
import { SubmitButton } from './Submit.tsx';

export default function RegisterView() {
  const form = useAuthForm(REGISTER_RULES);
  const { busy, onSubmit } = useAuthSubmit(form, ({ username, code, password, agree }) =>
    signInWith('/api/user/mobileAuth', { username, code, password, action: 'register', agree }, false),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="注册">
      <SmsFields form={form} idPrefix="reg" />
      <PasswordField form={form} id="reg-password" placeholder="设置密码（6-20位）" />
      <ConsentBox form={form} id="reg-agree" />
      <SubmitButton label="注册" busy={busy} />
      <p className="mt-3 text-center text-[13px] text-ink-500">
        已有账号？
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={() => switchLoginView('login')}
        >
          去登录
        </button>
      </p>
    </form>
  );
}
