/** /user/score: balance, experience, medals, and the ways points will be earned. */
import { Award, Coins, TrendingUp, type LucideIcon } from 'lucide-react';
import MedalSection from './MedalSection.tsx';
import MemberGate from './MemberGate.tsx';
import { Failed, Loading } from './Status.tsx';
import type { ScoreAnswer } from './types.ts';
import { useCall } from './useCall.ts';

/**
 * Ways to earn points. No rule pays out yet: the amounts arrive with the commerce issue, so none are shown
 * here rather than numbers the server does not define.
 */
const WAYS = [
  { way: '每日签到', how: '登录后每天签到一次' },
  { way: '完善个人资料', how: '填写昵称、性别、生日、所在地区与单位' },
  { way: '首次绑定手机号', how: '为账号绑定手机号码' },
  { way: '首次绑定微信', how: '为账号绑定微信，扫码即可登录' },
  { way: '购买报告与数据产品', how: '购买研究报告或数据产品并完成支付' },
];

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="card flex items-center gap-4 p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon size={22} aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs text-ink-500">{label}</p>
        <p className="text-2xl font-semibold text-ink-900 tabular-nums">{value}</p>
        <p className="text-xs text-ink-300">{hint}</p>
      </div>
    </div>
  );
}

function Ways() {
  return (
    <section className="card p-6" aria-labelledby="ways-title">
      <h2 id="ways-title" className="section-title mb-4">
        如何获得积分
      </h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line bg-surface text-left text-ink-500">
            <th scope="col" className="w-48 px-4 py-2.5 font-medium">
              获取方式
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              说明
            </th>
            <th scope="col" className="w-40 px-4 py-2.5 font-medium">
              状态
            </th>
          </tr>
        </thead>
        <tbody>
          {WAYS.map((w) => (
            <tr key={w.way} className="border-b border-line last:border-0">
              <td className="px-4 py-3 font-medium text-ink-900">{w.way}</td>
              <td className="px-4 py-3 text-ink-500">{w.how}</td>
              <td className="px-4 py-3">
                <span className="rounded bg-surface px-2 py-0.5 text-xs text-ink-500 ring-1 ring-line">
                  随商城功能开放
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-xs leading-5 text-ink-500">
        积分规则与分值将在商城功能上线时公布。每一笔积分变动都会记入
        <a href="/user/score_record" className="mx-0.5 text-brand-700 hover:underline">
          积分记录
        </a>
        。
      </p>
    </section>
  );
}

function Score() {
  const { data, error, reload } = useCall<ScoreAnswer>('/api/user/score');
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={4} />;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <Stat icon={Coins} label="积分余额" value={String(data.score)} hint="可用积分" />
        <Stat icon={TrendingUp} label="经验值" value={String(data.exp)} hint="累计成长值" />
        <Stat
          icon={Award}
          label="已获勋章"
          value={`${data.medal.count} / ${data.medal.total_count}`}
          hint="每枚勋章分四级"
        />
      </div>
      <MedalSection medal={data.medal} link={{ href: '/user/score_record', label: '积分记录' }} />
      <Ways />
    </div>
  );
}

export default function ScorePage() {
  return <MemberGate>{() => <Score />}</MemberGate>;
}
