/**
 * /user/security — 账号安全 → 注销账号: what will be erased and kept, re-verification by password or by an SMS code
 * sent to the member's own mobile (the only way without a password), the confirmation;
 * while a request is pending, when it will be carried out and 撤销注销.
 */
import { useId, useState, type FormEvent } from 'react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { DELETION_EFFECTS } from '#lib/privacy/messages.ts';
import type { DeletionAnswer } from '#lib/privacy/types.ts';
import { toast } from '#lib/stores/toast.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import SmsCodeFields from '#islands/ui/SmsCodeFields.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { TextInput } from '#islands/ui/form/TextField.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { withdrawDeletion } from './deletion.ts';

function EffectList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="mb-2 font-medium text-ink-900">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700" aria-label={title}>
        {items.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

function Effects() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <EffectList title="将被清除" items={DELETION_EFFECTS.erased} />
      <EffectList title="将被保留" items={DELETION_EFFECTS.kept} />
    </div>
  );
}

type Method = 'password' | 'sms';

/** Neither a password nor a mobile: nothing on this page can prove it is them; where to go first. */
function CannotVerify() {
  return (
    <p className="mt-5 rounded-md bg-surface p-4 text-sm text-ink-700" role="note">
      您的账号既未设置密码也未绑定手机号，无法在线确认是您本人。请先在{' '}
      <a className="link-inline" href="/user/profile">
        个人中心 → 账号绑定
      </a>{' '}
      中绑定手机号，再回到本页通过短信验证码申请注销。
    </p>
  );
}

/** A code sent to the member's own mobile (shown masked), after the image captcha. */
function SmsCode({ mobile, code, onCode }: { mobile: string; code: string; onCode: (v: string) => void }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink-700">
        验证码将发送到您绑定的手机 <span className="tabular-nums text-ink-900">{mobile}</span>
      </p>
      <SmsCodeFields
        request={(imgCode) => api.post('/api/user/sendDeletionCode', { imgCode }, { silent: true })}
        code={code}
        onCode={onCode}
      />
    </div>
  );
}

function Close({ state, onChange }: { state: DeletionAnswer; onChange: () => void }) {
  // A member without a password (registered by SMS, WeChat or QQ) verifies by SMS.
  const [method, setMethod] = useState<Method>(state.has_password ? 'password' : 'sms');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  if (!state.has_password && !state.has_mobile) return <CannotVerify />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const proof = method === 'password' ? { password } : { code };
    const res = await api.post('/api/user/requestDeletion', { ...proof, reason, confirm });
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    onChange();
    location.reload();
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-5 space-y-4" aria-label="注销账号">
      {state.has_password && state.has_mobile && (
        <fieldset className="flex gap-5 text-sm text-ink-900">
          <legend className="mb-1 text-ink-700">确认是您本人</legend>
          {(['password', 'sms'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-method`}
                className="size-4 accent-brand-600"
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {m === 'password' ? '登录密码' : '短信验证码'}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'password' ? (
        <div className="text-sm">
          <label htmlFor={`${id}-password`} className="mb-1 block text-ink-700">
            登录密码（确认是您本人）
          </label>
          <TextInput
            id={`${id}-password`}
            type="password"
            className="max-w-xs"
            placeholder="请输入登录密码"
            maxLength={64}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </div>
      ) : (
        <SmsCode mobile={state.mobile} code={code} onCode={setCode} />
      )}
      <div className="text-sm">
        <label htmlFor={`${id}-reason`} className="mb-1 block text-ink-700">
          注销原因（选填）
        </label>
        <TextInput
          id={`${id}-reason`}
          type="text"
          className="max-w-md"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={confirm}
          onChange={(e) => setConfirm(e.target.checked)}
        />
        我已了解注销后果
      </label>
      <button type="submit" className="btn-primary px-6" disabled={busy}>
        申请注销账号
      </button>
    </form>
  );
}

function Security() {
  const { data, error, reload } = useCall<DeletionAnswer>('/api/user/getDeletion', {});
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={4} />;
  return (
    <section className="card p-6" aria-labelledby="close-title">
      <h2 id="close-title" className="section-title mb-3">
        注销账号
      </h2>
      {data.pending ? (
        <div className="space-y-3 text-sm text-ink-900">
          <p>
            您于 {chinaDateTime(data.pending.requested_at)} 申请注销账号，将于{' '}
            <strong>{chinaDateTime(data.pending.due_at)}</strong> 执行。在此之前您可以撤销，账号照常使用。
          </p>
          <button type="button" className="btn-primary px-5" onClick={() => void withdrawDeletion(reload)}>
            撤销注销
          </button>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-700">{DELETION_EFFECTS.coolingOff}</p>
          <Effects />
          <p className="mt-4 text-sm text-ink-700">
            注销前如需保留一份数据，请先在{' '}
            <a className="link-inline" href="/user/export">
              导出我的数据
            </a>{' '}
            中申请导出。
          </p>
          <Close state={data} onChange={reload} />
        </>
      )}
    </section>
  );
}

export default function SecurityPage() {
  return <MemberGate>{() => <Security />}</MemberGate>;
}
