/** The header's user panel (spec §2): nickname, VIP icon, medals, points, VIP upsell, account links, logout. */
import { BookOpenText, ChevronRight, Coins, Heart, LogOut, ReceiptText, UserRound } from 'lucide-react';
import type { UserInfo } from '#lib/stores/auth.ts';
import { VIP_BENEFITS, vipStatus } from '#lib/commerce/vip.ts';
import MedalIcon from './MedalIcon.tsx';
import VipMark from './VipMark.tsx';
import { medalSummaryOf } from './types.ts';

const LINKS = [
  { href: '/user/profile', label: '个人中心', icon: UserRound },
  { href: '/user/order/list', label: '我的订单', icon: ReceiptText },
  { href: '/user/favorite', label: '我的收藏', icon: Heart },
  { href: '/user/baike', label: '我的百科', icon: BookOpenText },
];

function Upsell() {
  return (
    <a
      href="/user/vip"
      data-testid="vip-upsell"
      className="mx-4 mb-3 block rounded-lg border border-gold-500/30 bg-gold-500/5 p-3 hover:border-gold-500/60"
    >
      <span className="flex items-center justify-between">
        <span className="text-[13px] font-semibold text-ink-900">开通VIP，尊享8项特权</span>
        <span className="rounded bg-white px-1.5 py-0.5 text-[11px] text-ink-500 ring-1 ring-line">
          未开通
        </span>
      </span>
      <ul className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1">
        {VIP_BENEFITS.map((b) => (
          <li key={b.key} className="truncate text-[11px] leading-5 text-ink-500" title={b.description}>
            · {b.title}
          </li>
        ))}
      </ul>
      <span className="mt-2 flex items-center gap-0.5 text-xs font-medium text-gold-500">
        了解VIP会员 <ChevronRight size={12} aria-hidden="true" />
      </span>
    </a>
  );
}

export default function UserPanel({ me, onLogout }: { me: UserInfo; onLogout: () => void }) {
  const vip = vipStatus(me.vip_expire);
  const medals = medalSummaryOf(me);
  return (
    <div
      role="region"
      aria-label="用户面板"
      id="user-panel"
      className="card w-[22rem] overflow-hidden text-left shadow-[0_12px_32px_rgba(20,40,30,0.14)]"
    >
      <div className="flex items-center gap-3 px-4 pt-4 pb-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserRound size={22} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5">
            <span className="truncate font-semibold text-ink-900" data-testid="panel-nickname">
              {me.nickname}
            </span>
            <VipMark active={vip.active} until={vip.until} />
          </p>
          <p className="mt-0.5 text-xs text-ink-500">
            {vip.active ? `VIP有效期至 ${vip.until}` : '普通会员'}
          </p>
        </div>
      </div>
      <div className="mx-4 mb-3 flex items-center justify-between rounded-lg bg-surface px-3 py-2.5">
        <div className="flex items-center gap-2" aria-label="我的勋章">
          {medals.list.map((m) => (
            <MedalIcon key={m.key} medal={m} />
          ))}
        </div>
        <a
          href="/user/score"
          className="flex items-center gap-1 text-xs text-ink-500 hover:text-brand-700"
          data-testid="panel-score"
        >
          <Coins size={14} className="text-gold-500" aria-hidden="true" />
          积分 <span className="text-sm font-semibold text-ink-900">{me.score}</span>
        </a>
      </div>
      {!vip.active && <Upsell />}
      <nav aria-label="账户" className="border-t border-line py-1.5">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <a
            key={href}
            href={href}
            className="flex items-center gap-2.5 px-4 py-2 text-sm text-ink-700 hover:bg-surface hover:text-brand-700"
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </a>
        ))}
      </nav>
      <button
        type="button"
        onClick={onLogout}
        className="flex w-full items-center gap-2.5 border-t border-line px-4 py-2.5 text-sm text-ink-500 hover:bg-surface hover:text-rise"
      >
        <LogOut size={16} aria-hidden="true" />
        退出登录
      </button>
    </div>
  );
}
