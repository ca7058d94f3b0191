/** The login modal (spec §2, §4): login (account / mobile tabs), register, forgot, bind, WeChat QR. */
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ArrowLeft, X } from 'lucide-react';
import { $token } from '#lib/stores/auth.ts';
import {
  $loginIntent,
  clearLoginIntent,
  closeLogin,
  switchLoginView,
  type LoginView,
} from '#lib/stores/loginIntent.ts';
import { MODAL_SIZE, modalHeight } from './auth.ts';
import BrandIcon from './BrandIcon.tsx';
import { openQqPopup, type Platform } from './oauth.ts';
import { useOAuthPoll } from './useOAuthPoll.ts';
import AccountLogin from './views/AccountLogin.tsx';
import BindView from './views/BindView.tsx';
import ForgotView from './views/ForgotView.tsx';
import MobileLogin from './views/MobileLogin.tsx';
import RegisterView from './views/RegisterView.tsx';
import WechatView from './views/WechatView.tsx';

const TITLES: Record<Exclude<LoginView, 'login'>, string> = {
  register: '注册账号',
  forgot: '找回密码',
  bind: '绑定手机号',
  wechat: '微信扫码登录',
};

function Tabs({ tab, onTab }: { tab: 'account' | 'mobile'; onTab: (t: 'account' | 'mobile') => void }) {
  const item = (key: 'account' | 'mobile', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === key}
      onClick={() => onTab(key)}
      className={`border-b-2 pb-2 text-base ${tab === key ? 'border-brand-600 font-semibold text-ink-900' : 'border-transparent text-ink-500 hover:text-ink-900'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="tablist" className="flex gap-8">
      {item('account', '账号登录')}
      {item('mobile', '手机快捷登录')}
    </div>
  );
}

function LoginFooter({ onWechat, onQq }: { onWechat: () => void; onQq: () => void }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4 text-[13px] text-ink-500">
      <div className="flex items-center gap-3">
        <span>其他方式</span>
        <button
          type="button"
          aria-label="微信登录"
          title="微信登录"
          onClick={onWechat}
          className="rounded-full p-1 hover:bg-surface"
        >
          <BrandIcon brand="wx" />
        </button>
        <button
          type="button"
          aria-label="QQ登录"
          title="QQ登录"
          onClick={onQq}
          className="rounded-full p-1 hover:bg-surface"
        >
          <BrandIcon brand="qq" />
        </button>
      </div>
      <span>
        还没有账号？
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={() => switchLoginView('register')}
        >
          立即注册
        </button>
      </span>
    </div>
  );
}

export default function LoginModal() {
  const intent = useStore($loginIntent);
  const token = useStore($token);
  const [tab, setTab] = useState<'account' | 'mobile'>('account');
  const [bindPlatform, setBindPlatform] = useState<Platform>('wx');
  const poll = useOAuthPoll(setBindPlatform);
  const view = intent.openType;
  const action = (intent.params as { action?: 'login' | 'bind' } | undefined)?.action ?? 'login';
  const { start: startPoll } = poll;
  // Stable, so the WeChat view does not ask for a new QR (which resets the server state) on every render.
  const startWechatPoll = useCallback(() => startPoll('wx'), [startPoll]);

  useEffect(() => {
    document.body.classList.add('modal-open');
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeLogin();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('modal-open');
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  async function qq() {
    if (await openQqPopup(action)) startPoll('qq');
  }

  let body: ReactNode;
  if (view === 'login') {
    body = (
      <>
        {tab === 'account' ? <AccountLogin /> : <MobileLogin />}
        <LoginFooter onWechat={() => switchLoginView('wechat')} onQq={() => void qq()} />
      </>
    );
  } else if (view === 'register') body = <RegisterView />;
  else if (view === 'forgot') body = <ForgotView />;
  else if (view === 'bind') body = <BindView platform={bindPlatform} hasToken={Boolean(token)} />;
  else body = <WechatView action={action} onStarted={startWechatPoll} />;

  return (
    // The backdrop is a mouse shortcut (keyboards close with Escape or 关闭), so it is presentation, not a control.
    <div
      role="presentation"
      className="fixed inset-0 z-[60] flex items-end justify-center bg-ink-900/45 sm:items-center sm:p-4"
      onMouseDown={(e) => e.target === e.currentTarget && closeLogin()}
    >
      {/* The spec's size from `sm` up; below it a sheet along the bottom, as wide as the phone and never taller. */}
      <div
        role="dialog"
        aria-modal="true"
        aria-label={view === 'login' ? '登录' : TITLES[view]}
        data-view={view}
        className="relative flex max-h-dvh w-full flex-col overflow-y-auto rounded-t-xl bg-white px-5 pt-8 pb-6 shadow-2xl sm:h-(--modal-h) sm:max-h-full sm:w-(--modal-w) sm:max-w-full sm:rounded-xl sm:px-10"
        style={
          {
            '--modal-w': `${MODAL_SIZE.width}px`,
            '--modal-h': `${modalHeight(view, Boolean(token))}px`,
          } as CSSProperties
        }
      >
        <button
          type="button"
          aria-label="关闭"
          onClick={clearLoginIntent}
          className="absolute top-4 right-4 text-ink-500 hover:text-ink-900"
        >
          <X size={20} />
        </button>
        <div className={view === 'wechat' ? 'mb-3' : 'mb-6'}>
          {view === 'login' ? (
            <Tabs tab={tab} onTab={setTab} />
          ) : (
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label="返回登录"
                onClick={closeLogin}
                className="text-ink-500 hover:text-ink-900"
              >
                <ArrowLeft size={20} />
              </button>
              <h2 className="text-base font-semibold text-ink-900">{TITLES[view]}</h2>
            </div>
          )}
        </div>
        {body}
      </div>
    </div>
  );
}
