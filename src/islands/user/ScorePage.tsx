/** /user/score: balance, daily sign-in, medals and their levels, and how points are earned — all from the server. */
import { useState } from 'react';
import { Award, CalendarCheck, Check, Coins, TrendingUp, type LucideIcon } from 'lucide-react';
import { api } from '#lib/client.ts';
import { rulePointsText, type ScoreRuleView } from '#lib/commerce/scoreRules.ts';
import { $user, setUser } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import MedalIcon from './MedalIcon.tsx';
import MedalSection from './MedalSection.tsx';
import { MAX_MEDAL_LEVEL, romanLevel } from './medals.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import type { CheckInAnswer, ScoreAnswer } from '#lib/commerce/scoreRules.ts';
import { useCall } from '#islands/ui/useCall.ts';

function Stat({
  icon: Icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
  testId?: string;
}) {
  return (
    <div className="card flex items-center gap-4 p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon size={22} aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs text-ink-500">{label}</p>
        <p className="text-2xl font-semibold text-ink-900 tabular-nums" data-testid={testId}>
          {value}
        </p>
        <p className="text-xs text-ink-500">{hint}</p>
      </div>
    </div>
  );
}

/** The 签到 card: one sign-in a China day; the server decides, the button only mirrors its answer. */
function CheckIn({
  rule,
  done,
  onDone,
}: {
  rule: ScoreRuleView | undefined;
  done: boolean;
  onDone: (a: CheckInAnswer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const open = Boolean(rule?.enabled && rule.points > 0);
  async function checkIn() {
    setBusy(true);
    const res = await api.post<CheckInAnswer>('/api/user/checkIn', {}, { silent: true });
    setBusy(false);
    if (res.success && res.data) {
      toast.success(res.msg);
      onDone(res.data);
    } else toast.error(res.msg);
  }
  return (
    <section
      className="card flex flex-wrap items-center justify-between gap-4 border-brand-100 bg-brand-50/60 px-6 py-5"
      aria-labelledby="checkin-title"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand-600 ring-1 ring-brand-100">
          <CalendarCheck size={20} aria-hidden="true" />
        </span>
        <div>
          <h2 id="checkin-title" className="font-semibold text-ink-900">
            每日签到
          </h2>
          <p className="text-sm text-ink-500">
            {open && rule ? `每天签到可得 ${rule.points} 积分（按北京时间计日）` : '签到活动暂未开放'}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="btn-primary min-w-32"
        disabled={!open || done || busy}
        onClick={() => void checkIn()}
      >
        {done ? (
          <>
            <Check size={15} aria-hidden="true" /> 今日已签到
          </>
        ) : (
          <>
            <CalendarCheck size={15} aria-hidden="true" /> {busy ? '签到中…' : '签到'}
          </>
        )}
      </button>
    </section>
  );
}

function Rules({ rules }: { rules: ScoreRuleView[] }) {
  return (
    <section className="card p-6" aria-labelledby="ways-title">
      <h2 id="ways-title" className="section-title mb-4">
        如何获得积分
      </h2>
      <table className="w-full text-sm" aria-label="积分规则">
        <thead>
          <tr className="border-b border-line bg-surface text-left text-ink-500">
            <th scope="col" className="w-48 px-4 py-2.5 font-medium">
              方式
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              说明
            </th>
            <th scope="col" className="w-44 px-4 py-2.5 text-right font-medium">
              积分
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.key} className="border-b border-line last:border-0" data-rule={r.key}>
              <td className={`px-4 py-3 font-medium ${r.enabled ? 'text-ink-900' : 'text-ink-500'}`}>
                {r.title}
              </td>
              <td className="px-4 py-3 text-ink-500">{r.description}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {r.enabled ? (
                  <span className="font-semibold text-brand-700 tabular-nums">{rulePointsText(r)}</span>
                ) : (
                  <span className="rounded bg-surface px-2 py-0.5 text-xs text-ink-500 ring-1 ring-line">
                    暂停发放
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-xs leading-5 text-ink-500">
        每一笔积分变动都会记入
        <a href="/user/score_record" className="link-inline mx-0.5">
          积分记录
        </a>
        ；一次性奖励每个账号只发放一次，账号合并不会重复发放。
      </p>
    </section>
  );
}

/** Each medal's four thresholds, the levels reached highlighted. */
function MedalLevels({ medal }: { medal: ScoreAnswer['medal'] }) {
  const levels = Array.from({ length: MAX_MEDAL_LEVEL }, (_, i) => i + 1);
  return (
    <section className="card p-6" aria-labelledby="levels-title">
      <h2 id="levels-title" className="section-title mb-1">
        勋章等级
      </h2>
      <p className="mb-4 text-xs text-ink-500">
        每枚勋章分四级，达到对应数值即自动升级，已获得的等级不会降低。
      </p>
      {/* A narrow screen scrolls the table: the region takes focus so a keyboard scrolls it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="levels-title">
        <table className="w-full min-w-[640px] text-sm" aria-label="勋章等级">
          <thead>
            <tr className="border-b border-line bg-surface text-left text-ink-500">
              <th scope="col" className="px-4 py-2.5 font-medium">
                勋章
              </th>
              {levels.map((l) => (
                <th key={l} scope="col" className="w-24 px-3 py-2.5 text-center font-medium">
                  {romanLevel(l)}级
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {medal.list.map((m) => (
              <tr key={m.key} className="border-b border-line last:border-0" data-medal-levels={m.key}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <MedalIcon medal={m} />
                    <div>
                      <p className="font-medium text-ink-900">{m.title}</p>
                      <p className="text-xs text-ink-500">{m.description}</p>
                    </div>
                  </div>
                </td>
                {levels.map((l) => (
                  <td key={l} className="px-3 py-3 text-center tabular-nums">
                    <span
                      className={`inline-block min-w-14 rounded px-2 py-0.5 ${
                        m.new_grade >= l ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink-500'
                      }`}
                    >
                      {(m.thresholds[l - 1] ?? 0).toLocaleString('zh-CN')}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Score() {
  const { data, error, reload } = useCall<ScoreAnswer>('/api/user/score');
  const [signed, setSigned] = useState<CheckInAnswer | null>(null);
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={4} />;
  const balance = signed?.balance ?? data.score;
  const onDone = (a: CheckInAnswer) => {
    setSigned(a);
    const me = $user.get();
    if (me) setUser({ ...me, score: a.balance });
    // Medals may have moved with the new points.
    reload();
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <Stat icon={Coins} label="积分余额" value={String(balance)} hint="可用积分" testId="score-balance" />
        <Stat icon={TrendingUp} label="经验值" value={String(data.exp)} hint="累计成长值" />
        <Stat
          icon={Award}
          label="已获勋章"
          value={`${data.medal.count} / ${data.medal.total_count}`}
          hint="每枚勋章分四级"
        />
      </div>
      <CheckIn
        rule={data.rules.find((r) => r.key === 'signin')}
        done={data.checked_in_today || Boolean(signed)}
        onDone={onDone}
      />
      <MedalSection medal={data.medal} link={{ href: '/user/score_record', label: '积分记录' }} />
      <Rules rules={data.rules} />
      <MedalLevels medal={data.medal} />
    </div>
  );
}

export default function ScorePage() {
  return <MemberGate>{() => <Score />}</MemberGate>;
}
