/** Header user area (spec §2): 登录/注册 when logged out; avatar (VIP badge) opening the user panel when logged in. */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ChevronDown, Crown, UserRound } from 'lucide-react';
import { $isLoggedIn, $isVip, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { logout } from '../user/logout.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';

// Loaded on first open: anonymous readers, most of the traffic, never pay for the panel.
const UserPanel = lazy(() => import('../user/UserPanel.tsx'));

/** Leaving the avatar for the panel crosses a gap: close only after a short grace. */
const CLOSE_DELAY_MS = 200;

function useDropdown() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const enter = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  return { open, setOpen, enter, leave, rootRef: root, buttonRef: button };
}

export default function HeaderUser() {
  const $loggedIn = useStore($isLoggedIn);
  const $vip = useStore($isVip);
  const $me = useStore($user);
  const { open, setOpen, enter, leave, rootRef, buttonRef } = useDropdown();
  const hydrated = useHydrated();
  if (!hydrated || !$loggedIn) {
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
    <div className="relative" ref={rootRef} onMouseEnter={enter} onMouseLeave={leave}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`${$me?.nickname ?? '我的'}（用户菜单）`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-panel"
        data-testid="header-avatar"
        // Opens, never toggles: a tap fires mouseenter then click, and a toggle would close it at once.
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-surface"
      >
        <span className="relative grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserRound size={20} aria-hidden="true" />
          {$vip && (
            <span
              data-testid="vip-badge"
              title="VIP会员"
              className="absolute -top-1 -right-1 grid size-4 place-items-center rounded-full bg-gold-500 text-white ring-2 ring-white"
            >
              <Crown size={10} aria-hidden="true" />
            </span>
          )}
        </span>
        <span className="hidden max-w-24 truncate text-sm text-ink-700 sm:block">
          {$me?.nickname ?? '我的'}
        </span>
        <ChevronDown
          size={14}
          aria-hidden="true"
          className={`text-ink-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && $me && (
        <div className="absolute top-full right-0 z-50 pt-2">
          <Suspense fallback={null}>
            <UserPanel me={$me} onLogout={() => void logout()} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
