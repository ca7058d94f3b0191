/** 账号登录: mobile or account name and password (spec §5: 密码不能为空). */
import { switchLoginView } from '#lib/stores/loginIntent.ts';
import { ACCOUNT_RULES } from '../auth.ts';
import { signInWith } from '../complete.ts';
import Field from '../Field.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import { RememberMe, SubmitButton } from './Submit.tsx';

export default function AccountLogin() {
  const form = useAuthForm(ACCOUNT_RULES);
  const { busy, onSubmit } = useAuthSubmit(form, ({ username, password, remember }) =>
    signInWith('/api/user/login', { username, password, remember }, remember),
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
      <RememberMe checked={form.values.remember} onChange={(v) => form.set('remember', v)}>
        <button type="button" className="hover:text-brand-700" onClick={() => switchLoginView('forgot')}>
          忘记密码？
        </button>
      </RememberMe>
      <SubmitButton label="登录" busy={busy} />
    </form>
  );
}
