/**
 * 绑定手机: after a third-party sign-in with no member yet; without a token it can also skip and register. Both
 * may create an account: the consent box is asked (issue 30).
 */
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { BIND_RULES } from '../auth.ts';
import { signInWith } from '../complete.ts';
import { ensureState, type Platform } from '../oauth.ts';
import ConsentBox from '../ConsentBox.tsx';
import SmsFields from '../SmsFields.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import PasswordField from './PasswordField.tsx';
import { SubmitButton } from './Submit.tsx';

const NAMES: Record<Platform, string> = { wx: '微信', qq: 'QQ' };

export default function BindView({ platform, hasToken }: { platform: Platform; hasToken: boolean }) {
  const form = useAuthForm(BIND_RULES);
  const { busy, onSubmit, run } = useAuthSubmit(form, ({ username, code, password, agree }) =>
    signInWith(
      '/api/user/mobileAuth',
      { username, code, password: password || undefined, action: 'mobile_bind', state: ensureState(), agree },
      false,
    ),
  );
  // Skipping registers an account with the provider's identity alone: only the consent box is asked.
  const skip = () => {
    if (!form.values.agree) return form.setErrors({ agree: ACCOUNT_MSG.consentRequired });
    void run(() =>
      signInWith(
        '/api/user/thirdPartRegister',
        { oauth_platform: platform, state: ensureState(), agree: true },
        false,
      ),
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="绑定手机">
      <p className="mb-4 text-[13px] leading-5 text-ink-500">
        {NAMES[platform]}授权成功。绑定手机号后可使用手机号登录，已注册的手机号将关联到原账号。
      </p>
      <SmsFields form={form} idPrefix="bind" />
      <PasswordField form={form} id="bind-password" placeholder="设置密码（选填，6-20位）" />
      <ConsentBox form={form} id="bind-agree" />
      <SubmitButton label="绑定并登录" busy={busy} />
      {!hasToken && (
        <button type="button" className="btn-ghost mt-3 h-10 w-full" disabled={busy} onClick={skip}>
          跳过绑定，直接登录
        </button>
      )}
    </form>
  );
}
