/** The password row shared by register, forgot and bind. */
import Field from '../Field.tsx';
import type { AuthForm } from '../useAuthForm.ts';

export default function PasswordField({
  form,
  id,
  placeholder,
}: {
  form: AuthForm;
  id: string;
  placeholder: string;
}) {
  return (
    <Field
      id={id}
      label="密码"
      type="password"
      autoComplete="new-password"
      maxLength={20}
      placeholder={placeholder}
      value={form.values.password}
      error={form.errors.password}
      onChange={(v) => form.set('password', v)}
      onBlur={() => form.blur('password')}
    />
  );
}
