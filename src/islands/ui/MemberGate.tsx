/**
 * Member pages open behind this gate: no token → a sign-in prompt (and the login modal); a token the server no
 * longer accepts → the 401 page; otherwise the page, given the member's profile.
 */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { LockKeyhole } from 'lucide-react';
import { bootAuth } from '#lib/session.ts';
import { $session, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { showPageError } from '#lib/stores/pageError.ts';
import type { Profile } from '#lib/accounts/types.ts';
import { useHydrated } from './useHydrated.ts';
import { Failed, Loading } from './Status.tsx';

const reload = () => location.reload();

function SignInPrompt() {
  return (
    <section className="card flex flex-col items-center px-6 py-16 text-center" data-testid="sign-in-prompt">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        <LockKeyhole size={26} aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">登录后查看个人中心</h2>
      <p className="mt-1.5 text-ink-500">个人资料、积分、收藏与VIP权益都在这里，登录后即可查看。</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary px-6" onClick={() => openLogin('login', reload)}>
          登录
        </button>
        <button type="button" className="btn-ghost px-6" onClick={() => openLogin('register', reload)}>
          注册
        </button>
      </div>
    </section>
  );
}

/** Reads the page-start session check (lib/session.ts) instead of asking the server a second time. */
export default function MemberGate({ children }: { children: (me: Profile) => ReactNode }) {
  const $s = useStore($session);
  const $me = useStore($user);
  const hydrated = useHydrated();
  useEffect(() => {
    if ($s === 'anonymous') openLogin('login', reload);
    if ($s === 'expired') showPageError(401);
  }, [$s]);
  if (!hydrated) return <Loading />;
  if ($s === 'anonymous') return <SignInPrompt />;
  if ($s === 'error') return <Failed msg="网络连接异常，请检查网络后重试" onRetry={() => void bootAuth()} />;
  if ($s === 'member' && $me) return children($me as Profile);
  return $s === 'expired' ? null : <Loading />;
}
