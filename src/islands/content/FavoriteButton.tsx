/**
 * 收藏 on a content page: shows whether the member has it, toggles it. Signed out, it opens the login modal and
 * favourites the item once signed in (unless it already was).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Star } from 'lucide-react';
import type { FavoriteModel } from '#lib/accounts/favorites.ts';
import { $session, $token } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { toast } from '#lib/stores/toast.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import { isFavorited, toggleFavorite, type FavoriteTarget } from './favorite.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

interface Props {
  model: FavoriteModel;
  recordId: string;
  title: string;
  url: string;
  /** The words of the two states (关注 / 已关注 on a standard); 收藏 / 已收藏 by default. */
  labels?: { off: string; on: string };
}

export default function FavoriteButton({ model, recordId, title, url, labels }: Props) {
  const hydrated = useHydrated();
  const session = useStore($session);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const target: FavoriteTarget = { model, recordId, title, url };
  // Signing out clears the mark (adjusted while rendering); signing in asks again below.
  const [asked, setAsked] = useState(session);
  if (asked !== session) {
    setAsked(session);
    if (session !== 'member') setOn(false);
  }

  useEffect(() => {
    if (session !== 'member') return;
    let live = true;
    void isFavorited({ model, recordId, title, url }).then((yes) => live && setOn(yes));
    return () => {
      live = false;
    };
    // The target is fixed for the page, so in practice only a sign-in or sign-out asks again.
  }, [session, model, recordId, title, url]);

  async function toggle() {
    setBusy(true);
    const next = await toggleFavorite(target);
    setBusy(false);
    if (next === null) return;
    setOn(next);
    toast.success(next ? ACCOUNT_MSG.favoriteAdded : ACCOUNT_MSG.favoriteRemoved);
  }

  /** After signing in from here: favourite it, unless the member already had it. */
  async function favouriteAfterSignIn() {
    if (await isFavorited(target)) return setOn(true);
    await toggle();
  }

  function onClick() {
    if (!$token.get()) return openLogin('login', () => void favouriteAfterSignIn());
    void toggle();
  }

  const active = hydrated && on;
  return (
    <button
      type="button"
      onClick={onClick}
      // Enabled before hydration: a click then wakes the island and is played again (client:interaction).
      disabled={busy}
      aria-pressed={active}
      data-favorite-button={active ? 'on' : 'off'}
      className={`btn h-8 gap-1.5 border px-3 text-[13px] transition-colors ${
        active
          ? 'border-gold-500/40 bg-amber-50 text-gold-500 hover:bg-amber-100'
          : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700'
      }`}
    >
      <Star size={15} aria-hidden="true" fill={active ? 'currentColor' : 'none'} />
      {active ? (labels?.on ?? '已收藏') : (labels?.off ?? '收藏')}
    </button>
  );
}
