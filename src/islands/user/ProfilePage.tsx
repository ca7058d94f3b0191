/** /user/profile: who the member is (view and edit), sign-in bindings (a mobile bound here), and medals. */
import { useState, type ReactNode } from 'react';
import { Pencil, UserRound } from 'lucide-react';
import { chinaDate } from '#lib/chinaTime.ts';
import { regionLabel, type Division } from '#lib/accounts/divisions.ts';
import { maskMobile, sexLabel } from '#lib/accounts/profile.ts';
import { vipStatus } from '#lib/commerce/vip.ts';
import MedalSection from './MedalSection.tsx';
import MobileBind from './MobileBind.tsx';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { openLogin } from '#lib/stores/loginIntent.ts';
import ProfileForm from './ProfileForm.tsx';
import type { Profile } from '#lib/accounts/types.ts';
import { useDivisions } from '#islands/ui/useDivisions.ts';
import VipMark from './VipMark.tsx';

function Summary({ me }: { me: Profile }) {
  const vip = vipStatus(me.vip_expire);
  return (
    <section className="card flex flex-wrap items-center gap-5 p-6" aria-label="会员概况">
      <span className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UserRound size={32} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate text-xl font-semibold text-ink-900" data-testid="profile-nickname">
            {me.nickname}
          </span>
          <VipMark active={vip.active} until={vip.until} />
        </p>
        <p className="mt-1 text-sm text-ink-500">
          {me.account ? `账号 ${me.account} · ` : ''}
          {me.reg_time ? `注册于 ${chinaDate(me.reg_time)}` : ''}
          {vip.active ? ` · VIP有效期至 ${vip.until}` : ''}
        </p>
      </div>
      <dl className="flex gap-8 text-center">
        <div>
          <dt className="text-xs text-ink-500">积分</dt>
          <dd className="text-xl font-semibold text-ink-900 tabular-nums">
            <a href="/user/score" className="hover:text-brand-700">
              {me.score}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">勋章</dt>
          <dd className="text-xl font-semibold text-ink-900 tabular-nums">
            {me.medal.count}/{me.medal.total_count}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-2.5 text-sm">
      <dt className="w-20 shrink-0 text-right text-ink-500">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </div>
  );
}

const unset = <span className="text-ink-500">未填写</span>;

function Details({ me, tree, onEdit }: { me: Profile; tree: Division[] | null; onEdit: () => void }) {
  const region = tree ? regionLabel(tree, me) : '';
  return (
    <>
      <dl aria-label="基本资料" data-testid="profile-details">
        <Field label="昵称">{me.nickname}</Field>
        <Field label="性别">{sexLabel(me.sex)}</Field>
        <Field label="生日">{me.birthday || unset}</Field>
        <Field label="所在地区">{me.province ? region || '…' : unset}</Field>
        <Field label="单位">{me.entity || unset}</Field>
      </dl>
      <div className="mt-3 pl-[92px]">
        <button type="button" className="btn-ghost" onClick={onEdit}>
          <Pencil size={14} aria-hidden="true" /> 编辑资料
        </button>
      </div>
    </>
  );
}

function Bound({ on }: { on: boolean }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs ${on ? 'bg-brand-50 text-brand-700' : 'bg-surface text-ink-500'}`}
    >
      {on ? '已绑定' : '未绑定'}
    </span>
  );
}

function Bindings({ me, onBound }: { me: Profile; onBound: (me: Profile) => void }) {
  const [bindingMobile, setBindingMobile] = useState(false);
  const rows = [
    {
      label: '手机号',
      value: maskMobile(me.mobile),
      on: Boolean(me.mobile),
      bind: () => setBindingMobile(true),
    },
    // Binding WeChat scans its QR in the login modal; the poll answers 4 (bound) or 3 (merge with the other account).
    {
      label: '微信',
      value: '',
      on: Boolean(me.wx_unionid),
      bind: () => openLogin('wechat', undefined, { action: 'bind' }),
    },
    { label: 'QQ', value: '', on: Boolean(me.qq_openid), bind: null },
  ];
  return (
    <section className="card p-6" aria-labelledby="bind-title">
      <h2 id="bind-title" className="section-title mb-3">
        账号绑定
      </h2>
      <ul>
        {rows.map((r) => (
          <li
            key={r.label}
            className="flex items-center justify-between border-b border-line py-3 text-sm last:border-0"
            data-binding={r.label}
          >
            <span className="text-ink-500">{r.label}</span>
            <span className="flex items-center gap-2">
              {r.value && <span className="text-ink-900 tabular-nums">{r.value}</span>}
              <Bound on={r.on} />
              {!r.on && r.bind && (
                <button type="button" className="text-xs text-brand-700 hover:underline" onClick={r.bind}>
                  去绑定
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {bindingMobile && !me.mobile && (
        <MobileBind
          onCancel={() => setBindingMobile(false)}
          onBound={(next) => {
            setBindingMobile(false);
            onBound(next);
          }}
        />
      )}
    </section>
  );
}

function Centre({ initial }: { initial: Profile }) {
  const [me, setMe] = useState(initial);
  const [editing, setEditing] = useState(false);
  const tree = useDivisions();
  return (
    <div className="space-y-5">
      <Summary me={me} />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_320px]">
        <section className="card p-6" aria-labelledby="info-title">
          <h2 id="info-title" className="section-title mb-3">
            基本资料
          </h2>
          {editing ? (
            <ProfileForm
              me={me}
              tree={tree}
              onCancel={() => setEditing(false)}
              onSaved={(next) => {
                setMe(next);
                setEditing(false);
              }}
            />
          ) : (
            <Details me={me} tree={tree} onEdit={() => setEditing(true)} />
          )}
        </section>
        <Bindings me={me} onBound={setMe} />
      </div>
      <MedalSection medal={me.medal} link={{ href: '/user/score', label: '我的积分' }} />
    </div>
  );
}

export default function ProfilePage() {
  return <MemberGate>{(me) => <Centre initial={me} />}</MemberGate>;
}
