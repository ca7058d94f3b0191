/** The posts as a table that reads at a glance: product, quantity, price or 面议, place, valid until, contact. */
import { Lock, Phone } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import {
  priceText,
  quantityText,
  SUPPLY_KIND_LABEL,
  SUPPLY_STATUS_LABEL,
} from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandPost } from '#lib/vegetable/types.ts';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

interface Props {
  posts: SupplyDemandPost[];
  /** 我的发布: the kind and status columns and the owner's actions instead of the contact. */
  mine: boolean;
  onSignIn: () => void;
  onStatus: (post: SupplyDemandPost, status: 'open' | 'closed') => void;
}

const STATUS_STYLE = {
  open: 'bg-brand-50 text-brand-700',
  closed: 'bg-surface text-ink-500',
  hidden: 'bg-red-50 text-red-600',
} as const;

function Contact({ post, onSignIn }: { post: SupplyDemandPost; onSignIn: () => void }) {
  if (post.contact_phone === null)
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        onClick={onSignIn}
        data-testid="supply-sign-in"
      >
        <Lock size={13} aria-hidden="true" />
        {VEG_SUPPLY_MSG.signInForContact}
      </button>
    );
  return (
    <div className="leading-5">
      <div className="text-ink-900">{post.contact_name}</div>
      <a
        href={`tel:${post.contact_phone}`}
        className="inline-flex items-center gap-1 text-brand-700 tabular-nums hover:underline"
        data-testid="supply-phone"
      >
        <Phone size={12} aria-hidden="true" />
        {post.contact_phone}
      </a>
    </div>
  );
}

function Actions({ post, onStatus }: { post: SupplyDemandPost; onStatus: Props['onStatus'] }) {
  if (post.status === 'hidden')
    return <span className="text-xs text-ink-500">{VEG_SUPPLY_MSG.hiddenByEditor}</span>;
  if (post.status === 'open')
    return (
      <button type="button" className="btn-ghost h-7 px-3 text-xs" onClick={() => onStatus(post, 'closed')}>
        关闭
      </button>
    );
  if (post.expired) return <span className="text-xs text-ink-500">已过期</span>;
  return (
    <button type="button" className="btn-ghost h-7 px-3 text-xs" onClick={() => onStatus(post, 'open')}>
      重新开启
    </button>
  );
}

export default function SupplyPostTable({ posts, mine, onSignIn, onStatus }: Props) {
  return (
    <div className="table-scroll">
      <table className="w-full min-w-[860px] text-sm" aria-label={mine ? '我的发布' : '供求信息列表'}>
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">品种</th>
            <th className="px-3 py-2.5 text-right font-medium">数量</th>
            <th className="px-3 py-2.5 text-right font-medium">价格</th>
            <th className="px-3 py-2.5 font-medium">所在地</th>
            <th className="px-3 py-2.5 font-medium">有效期至</th>
            <th className="px-3 py-2.5 font-medium">{mine ? '状态' : '联系方式'}</th>
            <th className="px-4 py-2.5 font-medium">{mine ? '操作' : '发布时间'}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((p) => (
            <tr key={p.id} className="border-t border-line align-top" data-post-id={p.id}>
              <td className="max-w-xs px-4 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  {mine && (
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs ${
                        p.kind === 'supply' ? 'bg-brand-50 text-brand-700' : 'bg-gold-500/10 text-gold-500'
                      }`}
                    >
                      {SUPPLY_KIND_LABEL[p.kind]}
                    </span>
                  )}
                  <span className="font-medium text-ink-900">{p.product_name}</span>
                  <DemoBadge demo={p.demo} note={VEG_SUPPLY_MSG.demoNote} />
                </div>
                {p.description && (
                  <p className="mt-1 line-clamp-2 text-xs leading-5 text-ink-500" title={p.description}>
                    {p.description}
                  </p>
                )}
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap text-ink-900 tabular-nums">
                {quantityText(p.quantity, p.unit)}
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {p.price === null ? (
                  <span className="text-ink-500">面议</span>
                ) : (
                  <span className="font-medium text-rise">{priceText(p.price)}</span>
                )}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-ink-700">{p.city_name}</td>
              <td
                className={`px-3 py-3 whitespace-nowrap tabular-nums ${p.expired ? 'text-ink-500' : 'text-ink-700'}`}
              >
                {p.valid_until}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {mine ? (
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[p.status]}`}
                    data-testid="supply-status"
                  >
                    {p.expired && p.status === 'open' ? '已过期' : SUPPLY_STATUS_LABEL[p.status]}
                  </span>
                ) : (
                  <Contact post={p} onSignIn={onSignIn} />
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-500 tabular-nums">
                {mine ? <Actions post={p} onStatus={onStatus} /> : chinaDateTime(p.created_at).slice(5)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
