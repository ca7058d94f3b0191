/** Preview notice: what unlocks the full text (log in, become VIP, buy), with the login button or the VIP page. */
import { Crown, LogIn, Lock, ShoppingCart } from 'lucide-react';
import { openLogin } from '#lib/stores/loginIntent.ts';
import type { ReadReason } from '#lib/content/files.ts';
import { bannerFor } from './pdf.ts';

interface Props {
  reason: ReadReason;
  shown: number;
  total: number;
  loggedIn: boolean;
  /** After login the viewer asks again: the member may now read more. */
  onLoggedIn: () => void;
  detailHref: string | null;
  /** The order form for this report or data product, when buying unlocks it. */
  buyHref: string | null;
}

export default function AccessBanner({
  reason,
  shown,
  total,
  loggedIn,
  onLoggedIn,
  detailHref,
  buyHref,
}: Props) {
  const text = bannerFor(reason, shown, total);
  const Icon = reason === 'vip' ? Crown : reason === 'buy' ? ShoppingCart : Lock;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-gold-500/30 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center"
      aria-label="阅读权限"
      data-access-banner={reason}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-gold-500 shadow-sm">
          <Icon size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{text.title}</p>
          <p className="text-sm text-ink-500">{text.detail}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!loggedIn && (
          <button type="button" className="btn-primary" onClick={() => openLogin('login', onLoggedIn)}>
            <LogIn size={15} aria-hidden="true" /> 登录
          </button>
        )}
        {loggedIn && buyHref && (
          <a href={buyHref} className="btn-primary" data-buy-link>
            <ShoppingCart size={15} aria-hidden="true" /> 立即购买
          </a>
        )}
        <a href="/user/vip" className={loggedIn && !buyHref ? 'btn-primary' : 'btn-ghost'}>
          <Crown size={15} aria-hidden="true" /> 开通VIP
        </a>
        {reason === 'buy' && detailHref && (
          <a href={detailHref} className="btn-ghost">
            查看详情
          </a>
        )}
      </div>
    </section>
  );
}
