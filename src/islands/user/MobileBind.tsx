/**
 * 账号绑定 → 手机号 for a member who has none (registered by WeChat or QQ): the number, the image captcha, the code
 * sent to it. 注销账号 points here, since the code is how such a member proves it is them.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '#lib/client.ts';
import type { Profile } from '#lib/accounts/types.ts';
import { toast } from '#lib/stores/toast.ts';
import CaptchaImage from '#islands/ui/CaptchaImage.tsx';
import SmsSendButton from '#islands/ui/SmsSendButton.tsx';
import { TextInput } from '#islands/ui/form/TextField.tsx';

export default function MobileBind({
  onBound,
  onCancel,
}: {
  onBound: (me: Profile) => void;
  onCancel: () => void;
}) {
  const [mobile, setMobile] = useState('');
  const [imgCode, setImgCode] = useState('');
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function send(): Promise<boolean> {
    const res = await api.post('/api/user/getSmsVerificationCode', { mobile, imgCode }, { silent: true });
    // A captcha works once: show a new one whatever the answer.
    setCaptchaKey((k) => k + 1);
    setImgCode('');
    if (!res.success) {
      toast.error(res.msg);
      return false;
    }
    toast.success(res.msg);
    return true;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await api.post<Profile>('/api/user/bindMobile', { mobile, code });
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    onBound(res.data);
  }

  const field = 'flex gap-2';
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 py-3 text-sm" aria-label="绑定手机号">
      <label htmlFor={`${id}-mobile`} className="sr-only">
        手机号
      </label>
      <TextInput
        id={`${id}-mobile`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入手机号"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
      />
      <div className={field}>
        <label htmlFor={`${id}-img`} className="sr-only">
          图形验证码
        </label>
        <TextInput
          id={`${id}-img`}
          maxLength={6}
          autoComplete="off"
          placeholder="请输入图形验证码"
          value={imgCode}
          onChange={(e) => setImgCode(e.target.value)}
        />
        <CaptchaImage reloadKey={captchaKey} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-code`} className="sr-only">
          短信验证码
        </label>
        <TextInput
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入短信验证码"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <SmsSendButton send={send} />
      </div>
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
