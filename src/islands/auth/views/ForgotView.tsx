/** 忘记密码: reset with an SMS code; success returns to the login view after 1 s (spec §4). */
import { api } from '#lib/client.ts';
import { TIMING } from '#lib/site.ts';
import { switchLoginView } from '#lib/stores/loginIntent.ts';
import { toast } from '#lib/stores/toast.ts';
import { MOBILE_PASSWORD_RULES } from '../auth.ts';
import { wait } from '../complete.ts';
import SmsFields from '../SmsFields.tsx';
import { useAuthForm } from '../useAuthForm.ts';
import { useAuthSubmit } from '../useAuthSubmit.ts';
import PasswordField from './PasswordField.tsx';
import { SubmitButton } from './Submit.tsx';

export default function ForgotView() {
  const form = useAuthForm(MOBILE_PASSWORD_RULES);
  const { busy, onSubmit } = useAuthSubmit(form, async ({ username, code, password }) => {
    const res = await api.post('/api/user/forgetPassword', { username, code, password });
    if (!res.success) return false;
    toast.success(res.msg);
    await wait(TIMING.successDelayMs);
    switchLoginView('login');
    return true;
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="找回密码">
      <SmsFields form={form} idPrefix="forgot" />
      <PasswordField form={form} id="forgot-password" placeholder="设置新密码（6-20位）" />
      <SubmitButton label="重置密码" busy={busy} />
    </form>
  );
}
