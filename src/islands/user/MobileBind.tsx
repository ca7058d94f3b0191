/**
 * 账号绑定 → 手机号 for a member who has none (registered by WeChat or QQ): the number, the image captcha, the code
 * sent to it. 注销账号 points here, since the code is how such a member proves it is them.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '#lib/client.ts';
import type { Profile } from '#lib/accounts/types.ts';
import { toast } from '#lib/stores/toast.ts';
import SmsCodeFields from '#islands/ui/SmsCodeFields.tsx';
import { TextInput } from '#islands/ui/form/TextField.tsx';

export default function MobileBind({
  onBound,
  onCancel,
}: {
  onBound: (me: Profile) => void;
  onCancel: () => void;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await api.post<Profile>('/api/user/bindMobile', { mobile, code });
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    onBound(res.data);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 py-3 text-sm" aria-label="绑定手机号">
      <div>
        <label htmlFor={`${id}-mobile`} className="mb-1 block text-ink-700">
          手机号
        </label>
        <TextInput
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="max-w-sm"
          maxLength={11}
          placeholder="请输入手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
        />
      </div>
      <SmsCodeFields
        request={(imgCode) =>
          api.post('/api/user/getSmsVerificationCode', { mobile, imgCode }, { silent: true })
        }
        code={code}
        onCode={setCode}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-5" disabled={busy}>
          绑定
        </button>
        <button type="button" className="btn-ghost px-5" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
