/** The editor screen opens behind this gate: signed-out visitors get the sign-in prompt, members without the role a refusal. */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { LockKeyhole, ShieldOff } from 'lucide-react';
import { ADMIN_MSG, CONTENT_MSG } from '#lib/content/messages.ts';
import { bootAuth } from '#lib/session.ts';
import { $session, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { showPageError } from '#lib/stores/pageError.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import { Failed, Loading } from '#islands/ui/Status.tsx';

const reload = () => location.reload();

export const isEditor = (user: Record<string, unknown> | null): boolean => user?.role === 'editor';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="card flex flex-col items-center px-6 py-16 text-center" data-testid="admin-gate">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

export default function AdminGate({ children }: { children: ReactNode }) {
  const $s = useStore($session);
  const $me = useStore($user);
  const hydrated = useHydrated();
  useEffect(() => {
    if ($s === 'anonymous') openLogin('login', reload);
    if ($s === 'expired') showPageError(401);
  }, [$s]);
  if (!hydrated) return <Loading />;
  if ($s === 'anonymous')
    return (
      <Notice icon={<LockKeyhole size={26} aria-hidden="true" />} title={ADMIN_MSG.signIn}>
        <button type="button" className="btn-primary mt-6 px-6" onClick={() => openLogin('login', reload)}>
          登录
        </button>
      </Notice>
    );
  if ($s === 'error') return <Failed msg="网络连接异常，请检查网络后重试" onRetry={() => void bootAuth()} />;
  if ($s !== 'member' || !$me) return $s === 'expired' ? null : <Loading />;
  if (!isEditor($me))
    return (
      <Notice icon={<ShieldOff size={26} aria-hidden="true" />} title={CONTENT_MSG.forbidden}>
        <p className="mt-1.5 text-ink-500">编辑后台仅对编辑开放，如需权限请联系管理员。</p>
        <a href="/" className="btn-ghost mt-6 px-6">
          返回首页
        </a>
      </Notice>
    );
  return <>{children}</>;
}
