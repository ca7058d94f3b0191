/** Header user area: 登录/注册 when logged out; avatar with VIP badge when logged in (panel: accounts issue). */
import { useStore } from '@nanostores/react';
import { Crown, UserRound } from 'lucide-react';
import { $isLoggedIn, $isVip, $user } from '../../lib/stores/auth.ts';
import { openLogin } from '../../lib/stores/loginIntent.ts';

export default function HeaderUser() {
  const $loggedIn = useStore($isLoggedIn);
  const $vip = useStore($isVip);
  const $me = useStore($user);
  if (!$loggedIn) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <button type="button" className="btn-ghost h-8 px-3" onClick={() => openLogin('login')}>
          登录
        </button>
        <button type="button" className="btn-primary h-8 px-3" onClick={() => openLogin('register')}>
          注册
        </button>
      </div>
    );
  }
  return (
    <a
      href="/user/profile"
      className="relative flex items-center gap-2"
      aria-label="个人中心"
      data-testid="header-avatar"
    >
      <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UserRound size={20} />
      </span>
      {$vip && (
        <span
          className="absolute -top-1 -left-1 grid size-4 place-items-center rounded-full bg-gold-500 text-white"
          title="VIP会员"
        >
          <Crown size={10} />
        </span>
      )}
      <span className="max-w-24 truncate text-sm text-ink-700">{$me?.nickname ?? '我的'}</span>
    </a>
  );
}
